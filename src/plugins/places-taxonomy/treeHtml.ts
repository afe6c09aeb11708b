import {categoryLabel} from './duckdbFilter';
import {countBelow, type Category, type Taxonomy} from './taxonomy';

/** Category codes and names are `[a-z0-9_]`, checked by the parser, so they need no escaping. */
function item(category: Category): string {
  const {code} = category;
  const label = `<span class="taxonomy-label">${categoryLabel(code)}</span>`;
  const name = category.group
    ? `${label} <span class="taxonomy-note">(a group in the published paths, with no code of its own)</span>`
    : `<a class="taxonomy-code" href="#category-${code}"><code>${code}</code></a> ${label}`;
  // `data-search-term`: site search answers a query of this code with this entry (search/engine/terms.ts).
  const attributes = category.group ? `data-group="${code}"` : `id="category-${code}" data-search-term="${code}"`;
  if (category.children.length === 0) return `<li ${attributes}>${name}</li>`;
  const below = countBelow(category);
  // A summary may hold no link (it is a control itself): a branch's own link opens its list.
  const heading = category.group ? name : `<code>${code}</code> ${label}`;
  const own = category.group
    ? ''
    : `<p class="taxonomy-branch"><a href="#category-${code}">Filter on ${code} and the ${below} below</a></p>`;
  return (
    `<li ${attributes}><details><summary>${heading} <span class="taxonomy-count">${below} below</span></summary>` +
    `${own}<ul>${category.children.map(item).join('')}</ul></details></li>`
  );
}

/**
 * The whole taxonomy as nested lists, each category with children a disclosure. It is
 * static HTML, made once at build: React never walks it, and it reads the same
 * without JavaScript.
 */
export function taxonomyHtml(taxonomy: Taxonomy): string {
  return `<ul class="taxonomy-tree">${taxonomy.roots.map(item).join('')}</ul>`;
}
