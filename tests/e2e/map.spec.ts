import type {Feature, FeatureCollection} from 'geojson';
import {readFileSync} from 'node:fs';
import type {Page, Route} from '@playwright/test';
import {test, expect, hydrated, TILE_ORIGIN} from './fixtures';
import {PALETTES} from '../../src/components/OvertureMap/style';
import {writeArchive} from '../support/pmtiles';

/** The pages that embed the map, with the source that places it. */
const MAP_PAGES = {
  '/examples/build-a-map/': 'docs/examples/build-a-map.mdx',
  '/examples/overture-tiles/': 'docs/examples/overture-tiles.mdx',
};

interface MapView {
  center: [number, number];
  zoom: number;
}

/** Where a page centres its map and at which zoom, read from the page's source. */
function mapView(source: string): MapView {
  const text = readFileSync(source, 'utf8');
  const center = /center=\{\[\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\]\}/.exec(text);
  const zoom = /zoom=\{(\d+)\}/.exec(text);
  if (!center || !zoom) throw new Error(`${source} has no <OvertureMap center={[lon, lat]} zoom={n}>`);
  return {center: [Number(center[1]), Number(center[2])], zoom: Number(zoom[1])};
}

const box = (lon: number, lat: number, half: number, properties: Record<string, string>): Feature => ({
  type: 'Feature',
  properties,
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [lon - half, lat - half],
        [lon + half, lat - half],
        [lon + half, lat + half],
        [lon - half, lat + half],
        [lon - half, lat - half],
      ],
    ],
  },
});

/**
 * Stand-ins for Overture's archives around the map's centre, tiled at the map's zoom:
 * land, a road, a boundary and one building in the middle, sized to fill a good part of the frame.
 */
function archivesAround({center: [lon, lat], zoom}: MapView): Record<string, Buffer> {
  const scale = 2 ** (15 - zoom);
  const collection = (...features: Feature[]): FeatureCollection => ({
    type: 'FeatureCollection',
    features,
  });
  const options = {zoom, center: [lon, lat] as [number, number]};
  const road: Feature = {
    type: 'Feature',
    properties: {subtype: 'road', class: 'primary'},
    geometry: {
      type: 'LineString',
      coordinates: [
        [lon - 0.01 * scale, lat - 0.004 * scale],
        [lon + 0.01 * scale, lat - 0.004 * scale],
      ],
    },
  };
  const boundary: Feature = {
    type: 'Feature',
    properties: {subtype: 'county'},
    geometry: {
      type: 'LineString',
      coordinates: [
        [lon + 0.006 * scale, lat - 0.01 * scale],
        [lon + 0.006 * scale, lat + 0.01 * scale],
      ],
    },
  };
  return {
    base: writeArchive({land: collection(box(lon, lat, 0.02 * scale, {subtype: 'land'}))}, options),
    transportation: writeArchive({segment: collection(road)}, options),
    buildings: writeArchive({building: collection(box(lon, lat, 0.0015 * scale, {subtype: 'commercial'}))}, options),
    divisions: writeArchive({division_boundary: collection(boundary)}, options),
  };
}

/** Answers tile archive requests from `archives`, with HTTP byte ranges as a CDN would. */
async function serveArchives(page: Page, archives: Record<string, Buffer>, served: string[]): Promise<void> {
  await page.route(
    (url) => url.origin === TILE_ORIGIN,
    async (route: Route) => {
      const name = /\/(\w+)\.pmtiles$/.exec(new URL(route.request().url()).pathname)?.[1] ?? '';
      const bytes = archives[name];
      if (!bytes) return route.fulfill({status: 404});
      const [, from, to] = /bytes=(\d+)-(\d+)/.exec(route.request().headers().range ?? '') ?? [];
      const start = Number(from ?? 0);
      const end = Math.min(Number(to ?? bytes.length - 1), bytes.length - 1);
      served.push(name);
      return route.fulfill({
        status: 206,
        headers: {
          'access-control-allow-origin': '*',
          'accept-ranges': 'bytes',
          'content-range': `bytes ${start}-${end}/${bytes.length}`,
          'content-type': 'application/octet-stream',
          etag: `"${name}"`,
        },
        body: bytes.subarray(start, end + 1),
      });
    },
  );
}

/** How many pixels of the map frame are (within rounding) the given colour. */
async function pixelsOf(page: Page, color: string): Promise<number> {
  const png = await page.locator('figure [role="region"]').first().screenshot();
  return page.evaluate(
    async ({data, hex}) => {
      // Decoded as an image (the policy allows data: images, not data: fetches).
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.naturalWidth, image.naturalHeight).data;
      const target = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (target.every((value, channel) => Math.abs(pixels[i + channel] - value) <= 3)) count++;
      }
      return count;
    },
    {data: png.toString('base64'), hex: color},
  );
}

const MAP_SCRIPT = /overture-map|maplibre/;

for (const [route, source] of Object.entries(MAP_PAGES)) {
  test.describe(`the map on ${route}`, () => {
    test('loads nothing until it nears the viewport, then draws the tiles, following the colour mode', async ({
      page,
    }) => {
      const served: string[] = [];
      await serveArchives(page, archivesAround(mapView(source)), served);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.setViewportSize({width: 1280, height: 400});
      await page.goto(route);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(served, 'tile requests before the map is in view').toEqual([]);
      expect(scripts.filter((url) => MAP_SCRIPT.test(url))).toEqual([]);

      const frame = page.locator('figure [role="region"]').first();
      await frame.scrollIntoViewIfNeeded();
      await expect(frame.locator('canvas')).toBeVisible();
      await expect.poll(() => pixelsOf(page, PALETTES.light.building), {timeout: 20_000}).toBeGreaterThan(2000);
      expect(served).toEqual(expect.arrayContaining(['base', 'transportation', 'buildings']));
      await expect(frame.getByRole('alert')).toHaveCount(0);

      await page.locator('.navbar').getByRole('button', {name: /mode/i}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect.poll(() => pixelsOf(page, PALETTES.dark.building), {timeout: 10_000}).toBeGreaterThan(2000);
      expect(await pixelsOf(page, PALETTES.light.building)).toBe(0);
    });

    test('without a network, says so in its frame and recovers with "Try again"', async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      const frame = page.locator('figure [role="region"]').first();
      await frame.scrollIntoViewIfNeeded();
      const alert = frame.getByRole('alert');
      await expect(alert).toContainText("could not reach Overture's tile archives");
      await expect(alert).toContainText(new URL(TILE_ORIGIN).host);
      await expect(page.locator('h1')).toBeVisible();

      await serveArchives(page, archivesAround(mapView(source)), []);
      await alert.getByRole('button', {name: 'Try again'}).click();
      await expect(alert).toHaveCount(0);
      await expect.poll(() => pixelsOf(page, PALETTES.light.building), {timeout: 20_000}).toBeGreaterThan(2000);
    });
  });
}

test('a map whose code cannot be fetched says so instead of going blank', async ({page}) => {
  const [route] = Object.keys(MAP_PAGES);
  await page.setViewportSize({width: 1280, height: 400});
  await page.goto(route);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // From here on the connection is gone: the map's code, fetched on scroll, cannot arrive.
  await page.route('**/assets/js/**', (request) => request.abort('internetdisconnected'));
  const frame = page.locator('figure [role="region"]').first();
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.getByRole('alert')).toContainText('could not load its code');
});

test('pages without a map never fetch the map code', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/getting-data/duckdb/');
  await hydrated(page);
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => MAP_SCRIPT.test(url))).toEqual([]);
});
