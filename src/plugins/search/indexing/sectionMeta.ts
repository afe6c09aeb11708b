import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {docSections} from '../../../lib/docSections';
import {rewriteBuiltPage} from '../../../lib/rewriteBuiltPage';
import {SECTION_META_NAME} from '../constants';

/**
 * Search groups a page's hits under its sidebar section, which the crawler reads from the page's open
 * sidebar category (crawl.ts). A docs page that no sidebar lists has none, and its hits made a group
 * of their own; after the build, its head names its section instead (SECTION_META_NAME), read by our
 * crawler and by `npm run search:push` alike. Done in the built HTML, not by a theme component, so no
 * page carries code for it.
 */

/** The pages to name a section in, by their path under the site's base URL (`getting-data/sedona/`). */
export function sectionsOutsideSidebars(version: LoadedVersion, baseUrl: string): Map<string, string> {
  const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
  const named = new Map<string, string>();
  for (const {category, placed} of docSections(version)) {
    for (const id of placed) {
      const permalink = permalinks.get(id)!;
      const served = permalink.endsWith('/') ? permalink : `${permalink}/`;
      if (category !== null) named.set(served.slice(baseUrl.length), category);
    }
  }
  return named;
}

const escapeAttribute = (text: string): string => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Writes each page's section into its built head. */
export async function nameSections(outDir: string, sections: ReadonlyMap<string, string>): Promise<void> {
  for (const [pagePath, section] of sections) {
    const file = path.join(outDir, pagePath, 'index.html');
    const meta = `<meta name="${SECTION_META_NAME}" content="${escapeAttribute(section)}">`;
    await rewriteBuiltPage(file, (html) => {
      if (!html.includes('</head>'))
        throw new Error(`search: ${file} has no </head> to name its section (${section}) in.`);
      return html.replace('</head>', `${meta}</head>`);
    });
  }
}
