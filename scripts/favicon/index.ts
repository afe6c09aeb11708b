import {icoFile} from './ico';
import {rasterize, readIcon} from './svgRaster';

/** The site's icon, static/img/favicon.svg, and the favicon.ico made from it. */
export const FAVICON_SVG = 'static/img/favicon.svg';
export const FAVICON_ICO = 'static/favicon.ico';

/** The sizes browsers pick from: a tab at 16 or 32 pixels, a shortcut at 48. */
export const FAVICON_SIZES = [16, 32, 48] as const;

/** favicon.ico for an SVG icon: the same bytes for the same SVG, on any machine. */
export function faviconIco(svg: string): Buffer {
  const icon = readIcon(svg);
  return icoFile(FAVICON_SIZES.map((size) => rasterize(icon, size)));
}
