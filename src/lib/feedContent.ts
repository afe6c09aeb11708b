import {load} from 'cheerio';

/**
 * A post's HTML as a feed reader gets it: the blog plugin copies the post's rendered markup, with the site's
 * internals in it (CSS-module class names, the code blocks' buttons and icons, heading anchors, highlighting
 * spans, island wrappers). Readers style feeds themselves: what is left is the post's own structure.
 */

/** Parts of the page's furniture, not of the post. */
const REMOVED = ['button', 'svg', 'a.hash-link', '[data-twin="skip"]'];
/** Attributes that only the site's stylesheets and scripts read. */
const INTERNAL_ATTRIBUTE = /^(class|style|tabindex|role|translate|data-[\w-]+|aria-[\w-]+)$/;

export function cleanFeedContent(html: string): string {
  const $ = load(html, null, false);
  $(REMOVED.join(', ')).remove();
  // A code block's lines, as plain text: each line is an element, its breaks are `<br>`s.
  $('pre').each((_, pre) => {
    const lines = $(pre).find('.token-line');
    if (lines.length === 0) return;
    const text = lines
      .map((__, line) => $(line).text())
      .get()
      .join('\n');
    $(pre).empty().append($('<code>').text(text));
  });
  // Wrappers that add nothing a reader sees without the site's CSS.
  $('span, div').each((_, element) => {
    $(element).replaceWith($(element).contents());
  });
  $('*').each((_, element) => {
    if (!('attribs' in element)) return;
    for (const name of Object.keys(element.attribs)) if (INTERNAL_ATTRIBUTE.test(name)) $(element).removeAttr(name);
  });
  // The comments React leaves between adjacent texts.
  $.root()
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  return $.html();
}
