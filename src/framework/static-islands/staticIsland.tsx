import {useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import styles from './styles.module.css';

export interface IslandCode<P> {
  /** The component for these props, if its code is already here (always during server rendering). */
  now: (props: P) => ComponentType<P> | undefined;
  /** Fetches the code of the component for these props. */
  load: (props: P) => Promise<ComponentType<P>>;
}

export interface IslandOptions<P> {
  /**
   * When the island's code loads, on a page that came from the server:
   * - `static`: never; the server markup is final.
   * - `enhance`: right after hydration; the live component then replaces the markup.
   * - `on-demand`: when `trigger` calls for it (a hover, a key press); until then the
   *   markup stays as the server sent it.
   * On a page reached by client-side navigation there is no server markup, so the
   * code loads at once and `placeholder` shows meanwhile.
   */
  mode: 'static' | 'enhance' | 'on-demand';
  /** For an island inside a sentence: its frame is a `span`, which a paragraph may hold, not a `div`. */
  inline?: boolean;
  placeholder?: (props: P) => ReactNode;
  /**
   * For `on-demand`: installs whatever should start loading (listeners on the island's
   * element, or on the window) and returns their clean-up.
   */
  trigger?: (load: () => void, frame: HTMLElement) => () => void;
  /**
   * Called with the island's element in the task that swapped the live component in, before
   * the browser takes another key or click: for what must not wait, such as moving the focus
   * that the server markup held as it left the page.
   */
  onSwap?: (frame: HTMLElement) => void;
  /** Called with the island's element once the live component is in the page and its effects ran. */
  onLive?: (frame: HTMLElement) => void;
}

function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated === 'false';
}

/**
 * Lets large or heavy content cost no JavaScript on first load. The server renders the
 * component as usual. When the browser hydrates, React is handed an element whose
 * inner HTML it must not touch, so the server markup stays as it is (readable, links
 * and anchors working) and the island's code is not requested until its mode says.
 * Until then nothing inside the island is interactive.
 */
export function staticIsland<P extends object>(code: IslandCode<P>, options: IslandOptions<P>): ComponentType<P> {
  function StaticIsland(props: P): ReactNode {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => code.now(props));
    const [keepServerMarkup] = useState(isHydrating);
    const [requested, setRequested] = useState(false);
    const frame = useRef<HTMLDivElement>(null);
    const live = useRef<HTMLDivElement>(null);
    // The same element type either way: React then keeps the frame's node when the live component replaces it.
    const Frame = options.inline ? ('span' as 'div') : 'div';

    const hasServerMarkup = (): boolean => (frame.current?.childNodes.length ?? 0) > 0;

    useEffect(() => {
      if (Component || !frame.current || !hasServerMarkup() || options.mode !== 'on-demand' || !options.trigger) {
        return undefined;
      }
      return options.trigger(() => setRequested(true), frame.current);
    }, [Component]);

    useEffect(() => {
      if (Component) return undefined;
      const waiting = hasServerMarkup() && (options.mode === 'static' || (options.mode === 'on-demand' && !requested));
      if (waiting) return undefined;
      let active = true;
      code.load(props).then((loaded) => active && setComponent(() => loaded));
      return () => {
        active = false;
      };
    }, [Component, props, requested]);

    useLayoutEffect(() => {
      if (Component && live.current && keepServerMarkup) options.onSwap?.(live.current);
    }, [Component, keepServerMarkup]);

    useEffect(() => {
      if (Component && live.current && keepServerMarkup) options.onLive?.(live.current);
    }, [Component, keepServerMarkup]);

    if (Component) {
      return (
        <Frame ref={live} className={styles.island}>
          <Component {...props} />
        </Frame>
      );
    }
    if (keepServerMarkup) {
      return (
        <Frame ref={frame} className={styles.island} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      );
    }
    // Inside a sentence, a paragraph may not hold a paragraph: the loading text is a span there.
    const loading = options.inline ? <span>Loading…</span> : <p>Loading…</p>;
    return <Frame className={styles.island}>{options.placeholder?.(props) ?? loading}</Frame>;
  }
  return StaticIsland;
}
