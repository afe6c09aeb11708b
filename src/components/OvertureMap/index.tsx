import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {PMTILES_PATH} from '@site/src/data/tiles';
import type {LiveMapProps} from './LiveMap';
import type {TileArchive} from './style';
import styles from './styles.module.css';

export type {TileArchive} from './style';

export interface OvertureMapProps {
  /** What the map shows, for screen readers and the frame's caption. */
  label: string;
  /** Longitude and latitude of the map's centre. */
  center: [number, number];
  zoom: number;
  /** The archives to draw, bottom to top. */
  archives?: TileArchive[];
}

/** Why the map is not showing, in words a reader can act on. */
export type MapProblem = 'code' | 'webgl' | 'tiles';

const TILE_HOST = new URL(PMTILES_PATH).host;

const PROBLEMS: Record<MapProblem, string> = {
  code: 'The map could not load its code. Check your connection, then try again.',
  webgl: 'This browser cannot draw the map: it needs WebGL 2, which is off or not supported here.',
  tiles: `The map could not reach Overture's tile archives at ${TILE_HOST}. You may be offline, or a network policy may block that host.`,
};

/** Starts `load` once the frame comes within a screen of the viewport. */
function useWhenNear(frame: React.RefObject<HTMLElement | null>, load: () => void): void {
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      {rootMargin: '200px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, load]);
}

/**
 * An interactive map of Overture's published tile archives. The map library (about
 * 450 KB gzipped with its worker) is fetched only when the frame nears the viewport,
 * so pages pay for it only where a reader actually looks at a map. When the code,
 * WebGL or the tiles are missing, the frame says which, instead of staying blank.
 */
export default function OvertureMap({
  label,
  center,
  zoom,
  archives = ['base', 'transportation', 'buildings'],
}: OvertureMapProps): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const {colorMode} = useColorMode();
  const [LiveMap, setLiveMap] = useState<ComponentType<LiveMapProps>>();
  const [problem, setProblem] = useState<MapProblem>();
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(() => {
    import(/* webpackChunkName: "overture-map" */ './LiveMap').then(
      (module) => setLiveMap(() => module.default),
      () => setProblem('code'),
    );
  }, []);
  useWhenNear(frame, load);

  const retry = (): void => {
    setProblem(undefined);
    setAttempt((count) => count + 1);
    if (!LiveMap) load();
  };

  return (
    <figure className={styles.figure}>
      <div ref={frame} className={styles.frame} role="region" aria-label={`Map: ${label}`} data-twin="skip">
        {LiveMap && !problem && (
          <LiveMap
            key={attempt}
            center={center}
            zoom={zoom}
            archives={archives}
            colorMode={colorMode}
            pmtilesPath={PMTILES_PATH}
            onProblem={setProblem}
          />
        )}
        {problem ? (
          <div className={styles.message} role="alert">
            <p>{PROBLEMS[problem]}</p>
            <button type="button" className="button button--secondary button--sm" onClick={retry}>
              Try again
            </button>
          </div>
        ) : (
          !LiveMap && (
            <div className={styles.message}>
              <p>The interactive map loads when it scrolls into view.</p>
              <noscript>
                <p>It needs JavaScript, which is turned off in this browser.</p>
              </noscript>
            </div>
          )
        )}
      </div>
      <figcaption className={styles.caption}>
        {label}. Tiles: Overture Maps Foundation, © OpenStreetMap contributors.
      </figcaption>
    </figure>
  );
}
