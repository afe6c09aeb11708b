import {twinPathOf} from './twinPaths';

/**
 * llms.txt and llms-full.txt, in the shape llmstxt.org describes: a title, a quoted
 * summary, then one section per part of the site, each a list of links to the pages'
 * Markdown twins with what each page is for.
 */

/** A page as the llms files list it. */
export interface ListedPage {
  title: string;
  /** The page's path from the site's root, with its trailing slash. */
  path: string;
  description?: string;
}

/** A section of llms.txt: a sidebar category, the blog, the community pages. */
export interface LlmsSection {
  title: string;
  pages: ListedPage[];
}

export interface LlmsInput {
  title: string;
  summary: string;
  /** The site's origin and base URL, which make the links absolute. */
  siteUrl: string;
  /** Sections in reading order: docs, then the schema, then the rest. */
  sections: LlmsSection[];
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function twinUrl(siteUrl: string, pagePath: string): string {
  return `${siteUrl.replace(/\/$/, '')}${twinPathOf(pagePath)}`;
}

export function llmsTxt({title, summary, siteUrl, sections}: LlmsInput): string {
  const lines = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  for (const section of sections.filter(({pages}) => pages.length > 0)) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const description = page.description ? `: ${oneLine(page.description)}` : '';
      lines.push(`- [${oneLine(page.title)}](${twinUrl(siteUrl, page.path)})${description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Every listed page's twin, whole, in the order of the sections, each under the address it comes from. */
export function llmsFullTxt(input: LlmsInput, twinOf: (page: ListedPage) => string): string {
  const parts = [`# ${input.title}`, '', `> ${oneLine(input.summary)}`, ''];
  for (const page of input.sections.flatMap((section) => section.pages)) {
    parts.push('---', '', `Source: ${twinUrl(input.siteUrl, page.path)}`, '', twinOf(page).trim(), '');
  }
  return parts.join('\n');
}
