import {describe, expect, it} from 'vitest';
import {cleanFeedContent} from '../../src/lib/feedContent';

describe("a post's content in the feeds", () => {
  const post = [
    '<h2 class="anchor anchorTargetStickyNavbar_Vzrq" id="where">Where<a href="/blog/x/#where" class="hash-link" aria-label="Direct link" translate="no">​</a></h2>',
    '<!-- --><p class="">Files: <code><span class="piece_PPw6">s3://</span><span class="piece_PPw6">bucket/</span></code></p>',
    '<div class="island_vRqB"><div class="language-sql codeBlockContainer_Ckt0 theme-code-block" style="--prism-color:#1f2328">',
    '<div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code"><code class="codeBlockLines_e6Vv">',
    '<div class="token-line"><span class="token keyword">SELECT</span> 1<br></div><div class="token-line">FROM t<br></div>',
    '</code></pre><div class="buttonGroup_x"><button type="button" aria-label="Copy code to clipboard" title="Copy"><svg viewBox="0 0 24 24"><path d="M1"></path></svg></button></div></div></div></div>',
    '<div class="frame_DwXI" tabindex="0" role="region" aria-label="Table"><table><tr><td data-x="1">a</td></tr></table></div>',
  ].join('');
  const cleaned = cleanFeedContent(post);

  it("keeps the post's own structure and text", () => {
    expect(cleaned).toContain('<h2 id="where">Where</h2>');
    expect(cleaned).toContain('<p>Files: <code>s3://bucket/</code></p>');
    expect(cleaned).toContain('<pre><code>SELECT 1\nFROM t</code></pre>');
    expect(cleaned).toContain('<table><tbody><tr><td>a</td></tr></tbody></table>');
  });

  it("drops the site's internals: classes, styles, buttons, icons, heading links, wrappers, comments", () => {
    expect(cleaned).not.toMatch(/class=|style=|tabindex|aria-|data-|translate=|<button|<svg|<div|<span|<!--|hash-link/);
  });
});
