import type {ReactNode} from 'react';

/** The Overture tile archives the map can draw, as named under `pmtiles_path`. */
export type TileArchive = 'base' | 'transportation' | 'buildings' | 'divisions';

export interface OvertureMapProps {
  /** What the map shows, for screen readers and the frame's caption. */
  label: string;
  /** Longitude and latitude of the map's centre. */
  center: [number, number];
  zoom: number;
  /** The archives to draw, bottom to top. */
  archives?: TileArchive[];
}

/** An interactive map of Overture's tile archives (work in progress: the live map lands with issue 7). */
export default function OvertureMap({label}: OvertureMapProps): ReactNode {
  return <figure aria-label={label}>{label}</figure>;
}
