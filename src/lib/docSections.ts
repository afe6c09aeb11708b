import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

/**
 * The docs in the sections of their sidebars: each top-level category of a sidebar, and the docs at
 * its top level. A published doc that no sidebar lists (`getting-data/sedona`, kept out of the sidebar
 * on purpose) still belongs to one: llms.txt lists it there (src/plugins/markdown-twins) and search
 * groups its hits there (src/plugins/search). Both ask here, so they agree. Runs at build time only.
 */

/** A sidebar item as the docs plugin hands it over once loaded (its own types are not exported). */
type SidebarItem =
  | {type: 'doc'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: string};

export interface DocSection {
  sidebar: string;
  /** The top-level category's label; null for the docs at the sidebar's top level. */
  category: string | null;
  /** Its docs in reading order, a category's own page first, then the docs placed in it by folder. */
  docIds: string[];
  /** The docs no sidebar lists, placed in this section by their folder. */
  placed: string[];
}

const isDoc = (item: SidebarItem): item is {type: 'doc'; id: string} => item.type === 'doc';
const isCategory = (item: SidebarItem): item is Extract<SidebarItem, {type: 'category'}> => item.type === 'category';

/** The doc ids of a sidebar item, in reading order: a category's own page first. */
function docIdsOf(item: SidebarItem): string[] {
  if (isDoc(item)) return [item.id];
  if (!isCategory(item)) return [];
  const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
  return [...own, ...item.items.flatMap(docIdsOf)];
}

const parentFolder = (id: string): string => id.slice(0, Math.max(0, id.lastIndexOf('/')));

/**
 * The category of a doc no sidebar lists: the first one holding a doc of its folder (`getting-data/sedona`
 * → the one holding `getting-data/index`), else of the folder above, and so on. A doc at the root of the
 * docs has no folder to go by, and so no category.
 */
export function sectionOfFolder(sections: readonly DocSection[], docId: string): DocSection | undefined {
  const categories = sections.filter(({category}) => category !== null);
  for (let folder = parentFolder(docId); folder !== ''; folder = parentFolder(folder)) {
    const found = categories.find(({docIds}) => docIds.some((id) => id.startsWith(`${folder}/`)));
    if (found) return found;
  }
  return undefined;
}

/** Every sidebar's sections in sidebar order, its top-level docs first; each published doc outside them placed. */
export function docSections(version: LoadedVersion): DocSection[] {
  const sections = Object.entries(version.sidebars).flatMap(([sidebar, items]) => {
    const top = items as unknown as SidebarItem[];
    const loose: DocSection = {sidebar, category: null, docIds: top.filter(isDoc).map(({id}) => id), placed: []};
    const categories = top
      .filter(isCategory)
      .map((category): DocSection => ({sidebar, category: category.label, docIds: docIdsOf(category), placed: []}));
    return [loose, ...categories];
  });
  for (const doc of version.docs.filter(({sidebar, unlisted}) => sidebar === undefined && !unlisted)) {
    const section = sectionOfFolder(sections, doc.id);
    if (section) {
      section.docIds.push(doc.id);
      section.placed.push(doc.id);
    }
  }
  return sections;
}
