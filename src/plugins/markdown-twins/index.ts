import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {OVERTURE_RELEASE, SCHEMA_VERSION} from '../../data/release';
import {THEMES} from '../../data/licences';
import {llmsFullTxt, llmsTxt, type ListedPage, type LlmsInput, type LlmsSection} from './llms';
import {pageToMarkdown} from './toMarkdown';
import {builtPagePaths} from './builtPages';
import {LLMS_FILES, twinPathOf} from './twinPaths';

/** A sidebar item as the docs plugin hands it over once loaded. */
type SidebarItem =
  | {type: 'doc'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: string};

/** Content permalinks come without the trailing slash the site serves pages with. */
const served = (permalink: string): string => (permalink.endsWith('/') ? permalink : `${permalink}/`);

const isDoc = (item: SidebarItem): item is {type: 'doc'; id: string} => item.type === 'doc';
const isCategory = (item: SidebarItem): item is Extract<SidebarItem, {type: 'category'}> => item.type === 'category';

/** The doc ids of a sidebar item, in reading order: a category's own page first. */
function docIds(item: SidebarItem): string[] {
  if (isDoc(item)) return [item.id];
  if (!isCategory(item)) return [];
  const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
  return [...own, ...item.items.flatMap(docIds)];
}

/**
 * One section per top-level category of each sidebar, in sidebar order; the pages
 * at a sidebar's top level form a section of their own, titled after the sidebar.
 */
function docsSections(docs: DocsContent): LlmsSection[] {
  const version = docs.loadedVersions[0];
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const page = (id: string): ListedPage[] => {
    const doc = byId.get(id);
    return doc ? [{title: doc.title, path: served(doc.permalink), description: doc.description}] : [];
  };
  const sidebarTitles: Record<string, string> = {docs: 'Documentation', schema: 'Schema'};
  return Object.entries(version.sidebars).flatMap(([name, items]) => {
    const top = items as unknown as SidebarItem[];
    const title = sidebarTitles[name] ?? name;
    const loose = {title, pages: top.filter(isDoc).flatMap((item) => page(item.id))};
    const categories = top.filter(isCategory).map((category) => ({
      title: name === 'docs' ? category.label : `${title}: ${category.label}`,
      pages: docIds(category).flatMap(page),
    }));
    return [loose, ...categories];
  });
}

function blogSection(blog: BlogContent): LlmsSection {
  return {
    title: 'Engineering blog',
    pages: blog.blogPosts
      .filter((post) => !post.metadata.unlisted)
      .map(({metadata}) => ({
        title: metadata.title,
        path: served(metadata.permalink),
        description: metadata.description,
      })),
  };
}

/**
 * Markdown twins of every page, and llms.txt and llms-full.txt, written after the
 * build from the built pages (`toMarkdown.ts`). The plugin's theme components name
 * each page's twin in its head (`theme/Root`) and give docs pages and posts their
 * Copy page, View as Markdown and Report a problem actions (`theme/PageActions`).
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const siteUrl = `${context.siteConfig.url}${context.baseUrl}`;
  let docs: LlmsSection[] = [];
  let rest: LlmsSection[] = [];
  return {
    name: 'markdown-twins',
    getThemePath: () => path.join(__dirname, 'theme'),

    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!docsContent || !blog)
        throw new Error('markdown-twins: the classic preset’s docs and blog plugins are needed.');
      docs = docsSections(docsContent);
      rest = [{title: 'Community', pages: [{title: 'Community', path: '/community/'}]}, blogSection(blog)];
    },

    async postBuild({outDir}) {
      const twins = new Map<string, string>();
      for (const pagePath of builtPagePaths(outDir)) {
        const html = await readFile(path.join(outDir, pagePath, 'index.html'), 'utf8');
        const twin = pageToMarkdown({html, url: new URL(pagePath.slice(1), siteUrl).href});
        const file = path.join(outDir, twinPathOf(pagePath));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, twin);
        twins.set(`${context.baseUrl}${pagePath.slice(1)}`, twin);
      }
      const input: LlmsInput = {
        title: 'Overture Maps documentation',
        summary:
          `How to get and use Overture Maps data: the open map dataset released every month as GeoParquet in ` +
          `${THEMES.length} themes (${THEMES.join(', ')}). The current release is ${OVERTURE_RELEASE}, ` +
          `schema ${SCHEMA_VERSION}. Every link below is the Markdown version of a page of the site.`,
        siteUrl,
        sections: [...docs, ...rest],
      };
      const twinOf = (page: ListedPage): string => {
        const twin = twins.get(page.path);
        if (twin === undefined)
          throw new Error(`markdown-twins: ${page.path} is listed but the build has no such page`);
        return twin;
      };
      input.sections.flatMap((section) => section.pages).forEach(twinOf);
      const [llms, llmsFull] = LLMS_FILES;
      await writeFile(path.join(outDir, llms), llmsTxt(input));
      await writeFile(path.join(outDir, llmsFull), llmsFullTxt({...input, sections: docs}, twinOf));
      console.log(`[markdown-twins] ${twins.size} twins, ${llms} and ${llmsFull}`);
    },
  };
}
