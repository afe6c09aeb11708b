import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {fromHtml} from 'hast-util-from-html';
import {defaultHandlers, toMdast, type State} from 'hast-util-to-mdast';
import type {Element as HastElement} from 'hast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {defaultHandlers as markdownHandlers, toMarkdown, type Handle} from 'mdast-util-to-markdown';
import {readableFieldTables} from './fieldTables';
import {compactOutlines, tightOutlineList} from './outline';

/**
 * Turns a built page into its Markdown twin: what the reader sees, as Markdown. It
 * reads the page's HTML, so every query loaded from a file, every generated table and
 * every filled-in release is there, as on the page; the site's chrome is not.
 */

/**
 * The page's own content: a docs page's Markdown, a post or page article, else the
 * main element, else (the search page has none) what the skip link leads to.
 */
const CONTENT_ROOTS = ['.theme-doc-markdown', 'main article', 'main', '#__docusaurus_skipToContent_fallback'];

/**
 * Parts of the content that are interface, not text: controls, what a page says only to a browser
 * without JavaScript (`noscript`), and what a page marks `data-twin="skip"` (a filter's box and
 * status, a sentence about the controls, links that only drive a control).
 */
const CHROME = [
  'script',
  'noscript',
  'style',
  'svg',
  'button',
  'form',
  '[class*="searchLogoColumn"]',
  'nav',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '[data-twin="skip"]',
  '[role="tablist"]',
].join(', ');

/** `<h3>` stays `###`, in every twin; admonition labels become bold words. */
const ADMONITION_LABEL = /theme-admonition-(\w+)/;

export interface TwinPage {
  /** The built page's HTML. */
  html: string;
  /** The page's absolute address, against which its links are made absolute. */
  url: string;
}

/** Code blocks as the theme renders them, back to `<pre><code>` with their language and title. */
function plainCodeBlocks($: CheerioAPI): void {
  $('.theme-code-block').each((_, block) => {
    const $block = $(block);
    const language = /(?:^|\s)language-(\S+)/.exec($block.attr('class') ?? '')?.[1] ?? '';
    const title = $block.find('[class*="codeBlockTitle"]').first().text().trim();
    const lines = $block.find('.token-line');
    const code =
      lines.length > 0
        ? lines
            .map((__, line) => $(line).text())
            .get()
            .join('\n')
        : $block.find('code').text();
    const pre = $('<pre></pre>').attr('data-title', title || null);
    pre.append(
      $('<code></code>')
        .addClass(language ? `language-${language}` : '')
        .text(code.replace(/\n+$/, '')),
    );
    $block.replaceWith(pre);
  });
}

/** Each tab of a query becomes its engine's name followed by its code. */
function unfoldTabs($: CheerioAPI): void {
  $('[role="tabpanel"]').each((_, panel) => {
    const $panel = $(panel);
    const label = $(`[id="${$panel.attr('aria-labelledby') ?? ''}"]`)
      .text()
      .trim();
    $panel.removeAttr('hidden');
    if (label) $panel.prepend($('<p></p>').append($('<strong></strong>').text(label)));
  });
}

/**
 * A note about the block before it (`data-twin="aside"`, such as the line under a query saying
 * how it is checked) becomes an emphasised paragraph, so it reads as a note, not the page's prose.
 */
function emphasiseAsides($: CheerioAPI): void {
  $('[data-twin="aside"]').each((_, aside) => {
    $(aside).replaceWith($('<p></p>').append($('<em></em>').append($(aside).contents())));
  });
}

/** Admonitions become block quotes opening with their label. */
function quoteAdmonitions($: CheerioAPI): void {
  $('.theme-admonition').each((_, box) => {
    const $box = $(box);
    const kind = ADMONITION_LABEL.exec($box.attr('class') ?? '')?.[1] ?? 'note';
    const heading = $box.find('[class*="admonitionHeading"]').first().text().trim();
    const label = heading || kind.charAt(0).toUpperCase() + kind.slice(1);
    const content = $box.find('[class*="admonitionContent"]').first();
    const quote = $('<blockquote></blockquote>').append($('<p></p>').append($('<strong></strong>').text(label)));
    quote.append(content.contents());
    $box.replaceWith(quote);
  });
}

/** Links and images point at the site's full address, so a twin works wherever it is read. */
function absoluteAddresses($: CheerioAPI, pageUrl: string): void {
  $('a[href]').each((_, link) => {
    const href = $(link).attr('href')!;
    $(link).attr('href', new URL(href, pageUrl).href);
  });
  $('img[src]').each((_, image) => {
    $(image).attr('src', new URL($(image).attr('src')!, pageUrl).href);
  });
}

/**
 * Table cells hold paragraphs and lists on the page; a Markdown cell holds one line.
 * Their blocks are joined with a separator so words from two blocks never run together.
 */
function flattenCells($: CheerioAPI): void {
  $('td, th').each((_, cell) => {
    $(cell)
      .find('p, dd, dt, li, span')
      .filter((__, part) => $(part).closest('code').length === 0)
      .each((__, part) => {
        $(part).before(' ').after(' ');
      });
    $(cell)
      .find('dl, ul, ol, div, p')
      .each((__, block) => {
        $(block).replaceWith($('<span></span>').append($(block).contents()).append(' '));
      });
  });
  $('caption').remove();
}

/** The first root that is one element holding the page's title (a tag page's one post holds an h2). */
function contentRoot($: CheerioAPI): Element | undefined {
  for (const selector of CONTENT_ROOTS) {
    const found = $(selector);
    if (found.length === 1 && found.find('h1').length > 0) return found.get(0) as Element;
  }
  return undefined;
}

/** A `<pre>` whose `data-title` names the code: its fence says so (`sql title="…"`). */
function preWithTitle(state: State, node: HastElement) {
  const code = defaultHandlers.pre(state, node);
  const title = node.properties.dataTitle;
  if (code && !Array.isArray(code) && code.type === 'code' && typeof title === 'string') {
    code.meta = `title=${JSON.stringify(title)}`;
  }
  return code;
}

/**
 * A character reference ends with `;` (`&amp;`), but mdast-util-to-markdown escapes `&` before any letter,
 * so a link's `?a=1&b=2` came out as `?a=1\&b=2`, a backslash a reader copying the address would keep.
 * The root handler narrows that rule to what could be a reference, before anything is written.
 */
const CHARACTER_REFERENCE = '#\\d{1,7};|#[Xx][\\dA-Fa-f]{1,6};|[A-Za-z][A-Za-z\\d]{0,31};';
const rootWithNarrowEscapes: Handle = (node, parent, state, info) => {
  state.unsafe = state.unsafe.map(({_compiled, ...pattern}) =>
    pattern.character === '&' ? {...pattern, after: CHARACTER_REFERENCE} : {_compiled, ...pattern},
  );
  return markdownHandlers.root(node, parent, state, info);
};

/** The Markdown twin of one built page. */
export function pageToMarkdown({html, url}: TwinPage): string {
  const $ = load(html);
  const root = contentRoot($);
  if (!root) throw new Error(`markdown-twins: ${url} has no main content`);
  const $root = $(root);
  unfoldTabs($);
  $root.find(CHROME).remove();
  plainCodeBlocks($);
  emphasiseAsides($);
  quoteAdmonitions($);
  absoluteAddresses($, url);
  readableFieldTables($);
  compactOutlines($);
  flattenCells($);
  $root.find('wbr').remove();
  // React's markers between adjacent text pieces, and any other comment.
  $root
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  const hast = fromHtml($.html(root), {fragment: true});
  const mdast = toMdast(hast, {handlers: {pre: preWithTitle, ul: tightOutlineList}});
  return (
    toMarkdown(mdast, {
      extensions: [gfmToMarkdown({tablePipeAlign: false})],
      bullet: '-',
      rule: '-',
      fences: true,
      handlers: {root: rootWithNarrowEscapes},
    }).trim() + '\n'
  );
}
