import {describe, expect, it} from 'vitest';
import {crawlPage} from '../../src/plugins/search/indexing/crawl';
import {CRAWL_POLICY} from '../../src/plugins/search/indexing/crawlBuild';

const page = (body: string, tag = 'docs-default-current', extraHead = ''): string => `<!doctype html><html><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}">${extraHead}</head>
<body><nav class="navbar"><a class="navbar__item navbar__link navbar__link--active" href="/">Docs</a></nav>
<aside><a class="menu__link menu__link--sublist menu__link--active" href="/guides/">Data Guides</a></aside>
<main><article><nav class="theme-doc-breadcrumbs"><ul><li>Home</li></ul></nav>${body}
<footer class="theme-doc-footer"><p>Last updated</p></footer></article></main></body></html>`;

const URL = 'https://docs.example.org/guides/buildings/';

describe('crawlPage', () => {
  it('turns headings and text into DocSearch records with their hierarchy and anchors', () => {
    const records = crawlPage(
      page(`<header><h1>Buildings<a class="hash-link" href="#">&#8203;</a></h1></header>
        <p>Footprints of the world.</p>
        <h2 id="heights">Heights<a class="hash-link" href="#heights">&#8203;</a></h2>
        <ul><li>From <b>OSM</b> tags<ul><li>nested</li></ul></li></ul>
        <table><thead><tr><th>Field</th><th>Meaning</th></tr></thead><tbody><tr><td>height</td><td>In metres</td></tr></tbody></table>`),
      URL,
      CRAWL_POLICY,
    );
    expect(records?.map((r) => [r.type, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content, r.anchor])).toEqual([
      ['lvl1', 'Buildings', null, null, null],
      ['content', 'Buildings', null, 'Footprints of the world.', null],
      ['lvl2', 'Buildings', 'Heights', null, 'heights'],
      ['content', 'Buildings', 'Heights', 'From OSM tags', 'heights'],
      ['content', 'Buildings', 'Heights', 'nested', 'heights'],
      ['content', 'Buildings', 'Heights', 'height · In metres', 'heights'],
    ]);
    const [first, , heading] = records!;
    expect(first).toMatchObject({
      url: URL,
      url_without_anchor: URL,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      hierarchy: {lvl0: 'Data Guides'},
      weight: {pageRank: 10, level: 90, position: 0},
    });
    expect(heading.url).toBe(`${URL}#heights`);
  });

  it('leaves code block titles and the line under a query (src/components/QueryCheck) out of the records', () => {
    const records = crawlPage(
      page(`<h1>DuckDB</h1><p>Before.</p>
        <div class="language-sql theme-code-block"><div class="codeBlockTitle_x">Cafés</div><pre><code>SELECT 1</code></pre></div>
        <div class="queryCheck_x" data-twin="aside">The site's tests run this query in DuckDB 1.5.5.</div><p>After.</p>`),
      URL,
      CRAWL_POLICY,
    );
    expect(records?.map((r) => r.content)).toEqual([null, 'Before.', 'After.']);
  });

  it('indexes a schema field row by its name and whole description, and each value with its meaning', () => {
    const description = `Shape of the roof. ${'It is one of the values below, as seen from above. '.repeat(6)}`.trim();
    const records = crawlPage(
      page(`<h1>building</h1><h2 id="fields">Fields</h2><table><tbody>
        <tr id="roof-shape" data-search-field="roof_shape">
          <th><code>roof_shape</code></th><td><div data-twin="case"><p data-twin="type"><span>string</span></p>
          <p>${description}</p><p>Defined as <a href="#d">buildings / roofShape</a></p>
          <dl data-twin="values"><div><dt><code>flat</code><a data-search-skip="">since v1.2.0</a></dt><dd>A flat roof.</dd></div>
          <div><dt><code>gabled</code></dt><dd></dd></div></dl></div></td></tr>
        </tbody></table><p>After the table.</p>`),
      URL,
      CRAWL_POLICY,
    );
    expect(records?.map((r) => [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content, r.anchor])).toEqual([
      ['lvl1', null, null, null, null],
      ['lvl2', 'Fields', null, null, 'fields'],
      ['lvl3', 'Fields', 'roof_shape', description, 'roof-shape'],
      ['content', 'Fields', 'roof_shape', 'flat: A flat roof.', 'roof-shape'],
      ['content', 'Fields', 'roof_shape', 'gabled', 'roof-shape'],
      ['content', 'Fields', null, 'After the table.', 'fields'],
    ]);
  });

  it('indexes the values of a shared definition, outside any field row, each with its meaning', () => {
    const records = crawlPage(
      page(`<h1>Reference</h1><h4 id="def-surface">Surface</h4><p>Material on top.</p><details><summary>2 values</summary>
        <dl data-twin="values"><div><dt><code>tartan</code></dt><dd>Synthetic surface of running tracks.</dd></div>
        <div><dt><code>sett</code></dt><dd></dd></div></dl></details>`),
      URL,
      CRAWL_POLICY,
    );
    expect(records?.filter((r) => r.type === 'content').map((r) => [r.content, r.anchor])).toEqual([
      ['Material on top.', 'def-surface'],
      ['tartan: Synthetic surface of running tracks.', 'def-surface'],
      ['sett', 'def-surface'],
    ]);
  });

  it('leaves out what a page marks data-search-skip', () => {
    const records = crawlPage(
      page(`<h1>Community</h1><h2 id="projects">Projects</h2><ul><li><h3>A project</h3>
        <p data-search-skip="">By someone</p><p>What it is.</p><p data-search-skip=""><span>Themes:</span> places</p>
        </li></ul>`),
      URL,
      CRAWL_POLICY,
    );
    expect(records?.map((r) => [r.type, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', null, null],
      ['lvl2', null, null],
      ['lvl3', 'A project', null],
      ['content', 'A project', 'What it is.'],
    ]);
  });

  it('indexes a heading marked data-search-content as text of its section', () => {
    const records = crawlPage(
      page(`<h1>Community</h1><h2 id="projects">Projects</h2><ul><li><h3 data-search-content="">Vector tiles in Postgres</h3>
        <p data-search-skip="">What it is.</p></li></ul><h2 id="contact">Contact</h2>`),
      URL,
      CRAWL_POLICY,
    );
    expect(records?.map((r) => [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content, r.anchor])).toEqual([
      ['lvl1', null, null, null, null],
      ['lvl2', 'Projects', null, null, 'projects'],
      ['content', 'Projects', null, 'Vector tiles in Postgres', 'projects'],
      ['lvl2', 'Contact', null, null, 'contact'],
    ]);
  });

  it('falls back to the active navbar item for the section', () => {
    const html = page('<h1>Intro</h1>').replace(/<aside>.*<\/aside>/s, '');
    expect(crawlPage(html, URL, CRAWL_POLICY)?.[0].hierarchy.lvl0).toBe('Docs');
  });

  it('skips list pages, pages marked noindex, and ranks blog posts last', () => {
    expect(crawlPage(page('<h1>Posts</h1>', 'blog_posts_list'), URL, CRAWL_POLICY)).toBeNull();
    expect(
      crawlPage(
        page('<h1>Search</h1>', 'default', '<meta property="robots" content="noindex, follow">'),
        URL,
        CRAWL_POLICY,
      ),
    ).toBeNull();
    const post = crawlPage(
      page('<h1>News</h1>', 'default'),
      'https://docs.example.org/blog/2024/01/01/news/',
      CRAWL_POLICY,
    );
    expect(post?.[0].weight.pageRank).toBe(0);
  });

  it('keeps every heading and every paragraph, whole, of a blog post as of a doc', () => {
    const body = `<h1>Title</h1>${'<p>A paragraph about connectors.</p>'.repeat(5)}<h2>Later</h2><p>More text.</p>`;
    const typesOf = (url: string): string[] =>
      (crawlPage(page(body, 'default'), url, CRAWL_POLICY) ?? []).map((record) => record.type);
    const all = ['lvl1', ...Array(5).fill('content'), 'lvl2', 'content'];
    expect(typesOf('https://docs.example.org/blog/2024/01/01/news/')).toEqual(all);
    expect(typesOf(URL)).toEqual(all);
    const long = `<h1>Title</h1><p>${'word '.repeat(400).trim()}</p>`;
    const post = crawlPage(page(long, 'default'), 'https://docs.example.org/blog/2024/01/01/news/', CRAWL_POLICY);
    expect(post?.[1].content?.length).toBe(1999);
  });
});
