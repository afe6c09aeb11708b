import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {DESKTOP_MIN_WIDTH} from './breakpoint';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

function currentSize(): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) throw new Error('The window size is only known after hydration');
  return window.innerWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

/**
 * Stands in for the theme's hook of the same name (see the desktop-breakpoint
 * plugin). Same contract: `"ssr"` until hydrated, then `"desktop"` or `"mobile"`,
 * changing only when the window crosses the breakpoint.
 */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = (): void => setSize(currentSize());
    // The first size, right after hydration, changes nothing a reader sees: on a phone the desktop sidebar and
    // table of contents, hidden by CSS, give way to their mobile forms. As a transition React renders that in
    // slices between other work, instead of in one task (25-45 ms on a docs page on this machine, before).
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
