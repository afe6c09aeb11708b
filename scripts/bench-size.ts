/**
 * `npm run bench:size`: prints the first-load JavaScript of one page of each kind
 * (every script the page runs to render and hydrate, prefetches excluded), raw
 * and gzipped, against the budget. Needs a production build (`npm run build`).
 */
import {existsSync} from 'node:fs';
import {PAGE_KINDS} from '../tests/routes';
import {launchChromium, serveBuild} from '../tests/support/browser';
import {FIRST_LOAD_BUDGET_GZIP, measureFirstLoad} from '../tests/support/firstLoad';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!existsSync('build/index.html')) {
    console.error('No production build found in build/. Run `npm run build` first.');
    process.exit(1);
  }
  const server = await serveBuild();
  const browser = await launchChromium();
  const rows: string[][] = [];
  let worst = 0;
  try {
    for (const [kind, route] of Object.entries(PAGE_KINDS)) {
      const page = await browser.newPage();
      const load = await measureFirstLoad(page, server.origin + route);
      await page.close();
      worst = Math.max(worst, load.gzip);
      rows.push([kind, route, String(load.scripts.length), kb(load.raw), kb(load.gzip)]);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const header = ['page kind', 'route', 'scripts', 'raw', 'gzip'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]): string => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(line(header));
  rows.forEach((row) => console.log(line(row)));
  console.log(`\nlargest: ${kb(worst)} gzip; budget ${kb(FIRST_LOAD_BUDGET_GZIP)}`);
  if (worst > FIRST_LOAD_BUDGET_GZIP) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
