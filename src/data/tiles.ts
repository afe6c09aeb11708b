/**
 * The tile archives lag the data releases; this is the newest set the site's maps read. Apart from
 * release.ts so that the maps, which run in the browser, take this one value and not the token table.
 */
export const PMTILES_PATH = 'https://d3c1b7bog2u1nn.cloudfront.net/2025-07-23';
