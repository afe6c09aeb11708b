/**
 * `npm run favicon`: writes static/favicon.ico from the site's icon, static/img/favicon.svg. Pages name
 * the SVG in their head, but a browser showing a document without a head of its own (a Markdown twin,
 * llms.txt) asks for /favicon.ico. Run it again when the SVG changes and commit the result: a unit test
 * (tests/unit/favicon.test.ts) fails while the committed file differs from what this writes.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {FAVICON_ICO, FAVICON_SIZES, FAVICON_SVG, faviconIco} from './favicon';

try {
  const ico = faviconIco(readFileSync(FAVICON_SVG, 'utf8'));
  writeFileSync(FAVICON_ICO, ico);
  console.log(`Wrote ${FAVICON_ICO} from ${FAVICON_SVG}: ${FAVICON_SIZES.join(', ')} pixels, ${ico.length} bytes.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
