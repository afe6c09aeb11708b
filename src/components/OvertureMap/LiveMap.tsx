import {useEffect, useRef, type ReactNode} from 'react';
import {AttributionControl, Map, NavigationControl, addProtocol, setWorkerUrl} from 'maplibre-gl';
import {Protocol} from 'pmtiles';
import stylesheet from 'maplibre-gl/dist/maplibre-gl.css?url';
import {overtureStyle, type ColorModeName, type TileArchive} from './style';
import type {MapProblem} from '.';
import styles from './styles.module.css';

export interface LiveMapProps {
  center: [number, number];
  zoom: number;
  archives: TileArchive[];
  colorMode: ColorModeName;
  pmtilesPath: string;
  onProblem: (problem: MapProblem) => void;
}

// Set up once per page, when the map's code arrives: MapLibre 6 starts its worker from
// a separate module file (emitted by the bundler; this is its address), and the library's
// stylesheet is linked (it is kept out of the stylesheet every page loads).
setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);
if (!document.querySelector(`link[href="${stylesheet}"]`)) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  document.head.append(link);
}

function hasWebGl2(): boolean {
  return document.createElement('canvas').getContext('webgl2') !== null;
}

/** The MapLibre map itself; loaded on demand by OvertureMap, which owns the frame. */
export default function LiveMap(props: LiveMapProps): ReactNode {
  const {archives, colorMode, pmtilesPath} = props;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<Map>(null);
  // The map is made once, from the props it first gets; OvertureMap remounts it to start over.
  const initial = useRef(props);
  // The colour mode the map was last drawn in; a new one redraws it.
  const drawnIn = useRef(colorMode);

  useEffect(() => {
    const {center, zoom, onProblem} = initial.current;
    if (!container.current) return undefined;
    if (!hasWebGl2()) {
      onProblem('webgl');
      return undefined;
    }
    // Turns `pmtiles://` sources into HTTP range requests on the archives. A new one for
    // each map: it remembers archives it failed to open, and "Try again" must not.
    addProtocol('pmtiles', new Protocol().tile);
    const instance = new Map({
      container: container.current,
      style: overtureStyle(initial.current.archives, drawnIn.current, initial.current.pmtilesPath),
      center,
      zoom,
      // A page scrolls past the map; zooming takes Ctrl or two fingers.
      cooperativeGestures: true,
      attributionControl: false,
    });
    instance.addControl(new NavigationControl({showCompass: false}));
    instance.addControl(
      new AttributionControl({
        compact: true,
        customAttribution: 'Overture Maps Foundation, © OpenStreetMap contributors',
      }),
    );
    // A tile source that fails before any tile arrived means the archives are out of reach.
    let tilesArrived = false;
    instance.on('data', (event) => {
      if (event.dataType === 'source' && 'tile' in event && event.tile) tilesArrived = true;
    });
    instance.on('error', (event) => {
      if (!tilesArrived && 'sourceId' in event) onProblem('tiles');
    });
    map.current = instance;
    return () => {
      map.current = null;
      instance.remove();
    };
  }, []);

  useEffect(() => {
    if (!map.current || drawnIn.current === colorMode) return;
    drawnIn.current = colorMode;
    map.current.setStyle(overtureStyle(archives, colorMode, pmtilesPath));
  }, [archives, colorMode, pmtilesPath]);

  return <div ref={container} className={styles.map} />;
}
