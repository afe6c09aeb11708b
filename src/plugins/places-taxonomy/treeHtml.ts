import {categoryLabel, renameComment, type Rename} from './duckdbFilter';
import {countBelow, type Category, type Taxonomy} from './taxonomy';
import {CHANGELOG_PATH, versionAnchor} from '../../lib/changelogLinks';

/** Old codes come from the schema history, not the parser, and hold apostrophes (`children's_museum`). */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * "was `poke` until v1.9.0": what a renamed code was called, with the comment its
 * category's DuckDB filter takes (gathered in the browser by theme/PlacesTaxonomy/treeDom.ts).
 */
/**
 * "was `poke` until v1.9.0", the version linked to its changelog entry where a link may stand (`changelog`,
 * the entry's address under the site's base URL); inside a branch's summary, which is a control itself, plain.
 */
function renameNote(rename: Rename, changelog: string | null): string {
  const old = escapeHtml(rename.from);
  const version = changelog
    ? `<a href="${changelog}#${versionAnchor(rename.version)}">${rename.version}</a>`
    : rename.version;
  return (
    ` <span class="taxonomy-was" data-twin="note" data-filter-comment="${escapeHtml(renameComment(rename))}">` +
    `was <code>${old}</code> until ${version}</span>`
  );
}

/** Category codes and names are `[a-z0-9_]`, checked by the parser, so they need no escaping. */
function item(category: Category, renames: ReadonlyMap<string, readonly Rename[]>, changelog: string): string {
  const {code} = category;
  const label = `<span class="taxonomy-label">${categoryLabel(code)}</span>`;
  const renamed = (!category.group && renames.get(code)) || [];
  const leaf = category.children.length === 0;
  const notes = renamed.map((rename) => renameNote(rename, leaf ? changelog : null)).join('');
  const name = category.group
    ? `${label} <span class="taxonomy-note" data-twin="note">(a group in the published paths, with no code of its own)</span>`
    : `<a class="taxonomy-code" href="#category-${code}"><code>${code}</code></a> ${label}${notes}`;
  // `data-search-term`: site search answers a query of this code with this entry (search/engine/terms.ts),
  // and one of its old codes (`data-search-was`) with it too.
  const was = renamed.length > 0 ? ` data-search-was="${escapeHtml(renamed.map(({from}) => from).join(' '))}"` : '';
  const attributes = category.group ? `data-group="${code}"` : `id="category-${code}" data-search-term="${code}"${was}`;
  if (category.children.length === 0) return `<li ${attributes}>${name}</li>`;
  const below = countBelow(category);
  // A summary may hold no link (it is a control itself): a branch's own link opens its list.
  const heading = category.group ? name : `<code>${code}</code> ${label}${notes}`;
  const own = category.group
    ? ''
    : `<p class="taxonomy-branch" data-twin="skip"><a href="#category-${code}">Filter on <code>${code}</code> and the ${below} below</a></p>`;
  const children = category.children.map((child) => item(child, renames, changelog)).join('');
  return (
    `<li ${attributes}><details><summary>${heading} <span class="taxonomy-count" data-twin="skip">${below} below</span></summary>` +
    `${own}<ul>${children}</ul></details></li>`
  );
}

/**
 * The whole taxonomy as nested lists, each category with children a disclosure, and
 * each renamed code with its old codes (`renames`, by current code). It is static
 * HTML, made once at build: React never walks it, and it reads the same without
 * JavaScript. Its `data-twin` marks let the page's Markdown twin write it one line per
 * category (src/plugins/markdown-twins/outline.ts), without the branches' controls.
 */
export function taxonomyHtml(
  taxonomy: Taxonomy,
  renames: ReadonlyMap<string, readonly Rename[]>,
  baseUrl = '/',
): string {
  const changelog = `${baseUrl.replace(/\/$/, '')}${CHANGELOG_PATH}`;
  return `<ul class="taxonomy-tree" data-twin="outline">${taxonomy.roots.map((root) => item(root, renames, changelog)).join('')}</ul>`;
}
