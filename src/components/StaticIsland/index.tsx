import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import styles from './styles.module.css';

export interface IslandCode<P> {
  /** The component for these props, if its code is already here (always during server rendering). */
  now: (props: P) => ComponentType<P> | undefined;
  /** Fetches the code of the component for these props. */
  load: (props: P) => Promise<ComponentType<P>>;
}

export interface IslandOptions<P> {
  /**
   * `static`: the server markup is final; code loads only to render the island when
   * the page is reached by client-side navigation. `enhance`: the server markup is
   * shown at once and replaced by the live component when its code arrives.
   */
  mode: 'static' | 'enhance';
  /** Shown while the code loads after a client-side navigation. */
  placeholder?: (props: P) => ReactNode;
}

function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated === 'false';
}

/**
 * Lets large or heavy content cost no JavaScript on first load. The server renders the
 * component as usual. When the browser hydrates, React is handed an element whose
 * inner HTML it must not touch, so the server markup stays as it is (readable, links
 * and anchors working) and the island's code is not requested, unless the island
 * asks to be enhanced. Nothing inside a static island is interactive.
 */
export function staticIsland<P extends object>(code: IslandCode<P>, options: IslandOptions<P>): ComponentType<P> {
  function StaticIsland(props: P): ReactNode {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => code.now(props));
    const [keepServerMarkup] = useState(isHydrating);
    const frame = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (Component) return;
      const hasServerMarkup = (frame.current?.childNodes.length ?? 0) > 0;
      if (options.mode === 'static' && hasServerMarkup) return;
      let active = true;
      code.load(props).then((loaded) => active && setComponent(() => loaded));
      return () => {
        active = false;
      };
    }, [Component, props]);

    if (Component) {
      return (
        <div className={styles.island}>
          <Component {...props} />
        </div>
      );
    }
    if (keepServerMarkup) {
      return (
        <div ref={frame} className={styles.island} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      );
    }
    return <div className={styles.island}>{options.placeholder?.(props) ?? <p>Loading…</p>}</div>;
  }
  return StaticIsland;
}
