import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent, MDXPageMetadata} from '@docusaurus/plugin-content-pages';
import {OVERTURE_RELEASE, SCHEMA_VERSION} from '../../data/release';
import {THEMES} from '../../data/licences';
import {llmsFullTxt, llmsTxt, type ListedPage, type LlmsInput, type LlmsSection} from './llms';
import {pageToMarkdown} from './toMarkdown';
import {builtPagePaths} from './builtPages';
import {LLMS_FILES, twinPathOf} from './twinPaths';
import {docSections} from '../../lib/docSections';

/** Content permalinks come without the trailing slash the site serves pages with. */
const served = (permalink: string): string => (permalink.endsWith('/') ? permalink : `${permalink}/`);

/**
 * One section per top-level category of each sidebar, in sidebar order; the pages
 * at a sidebar's top level form a section of their own, titled after the sidebar.
 * A published page that no sidebar lists (`/getting-data/sedona/`) goes at the end
 * of its folder's section (src/lib/docSections.ts), where search groups it too.
 */
function docsSections(docs: DocsContent): LlmsSection[] {
  const version = docs.loadedVersions[0];
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const page = (id: string): ListedPage[] => {
    const doc = byId.get(id);
    return doc ? [{title: doc.title, path: served(doc.permalink), description: doc.description}] : [];
  };
  const sidebarTitles: Record<string, string> = {docs: 'Documentation', schema: 'Schema'};
  return docSections(version).map(({sidebar, category, docIds}) => {
    const title = sidebarTitles[sidebar] ?? sidebar;
    return {
      title: category === null ? title : sidebar === 'docs' ? category : `${title}: ${category}`,
      pages: docIds.flatMap(page),
    };
  });
}

/** The community pages, each with its front matter's title and description. */
function communitySection(pages: PagesContent): LlmsSection {
  return {
    title: 'Community',
    pages: pages
      .filter((page): page is MDXPageMetadata => page.type === 'mdx' && !page.unlisted)
      .map((page) => ({
        title: page.title ?? 'Community',
        path: served(page.permalink),
        description: page.description,
      })),
  };
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
      const community = allContent['docusaurus-plugin-content-pages']?.community as PagesContent | undefined;
      if (!docsContent || !blog || !community)
        throw new Error('markdown-twins: the docs and blog plugins and the community pages plugin are needed.');
      docs = docsSections(docsContent);
      rest = [communitySection(community), blogSection(blog)];
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
