import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt, type LlmsInput} from '../../src/plugins/markdown-twins/llms';
import {pageToMarkdown} from '../../src/plugins/markdown-twins/toMarkdown';
import {twinPathOf} from '../../src/plugins/markdown-twins/twinPaths';

const URL_OF_PAGE = 'https://docs.example.test/guides/places/';

/** A docs page as the theme renders it, around the given Markdown body. */
const docsPage = (body: string): string =>
  `<html><body><nav>Site menu</nav><main><article><nav class="theme-doc-breadcrumbs">Home</nav>
  <div data-twin="skip"><button>Copy page</button></div>
  <div class="theme-doc-markdown markdown"><header><h1>Places</h1></header>${body}</div>
  <footer class="theme-doc-footer">Edit</footer></article></main></body></html>`;

const twin = (body: string): string => pageToMarkdown({html: docsPage(body), url: URL_OF_PAGE});

describe('twinPathOf', () => {
  it('drops the trailing slash and adds .md; the home page is /index.md', () => {
    expect(twinPathOf('/getting-data/duckdb/')).toBe('/getting-data/duckdb.md');
    expect(twinPathOf('/')).toBe('/index.md');
    expect(twinPathOf('/docs/')).toBe('/docs.md');
  });
});

describe('a page as Markdown', () => {
  it('keeps the title and the text, not the site around them', () => {
    const markdown = twin('<p>Some <strong>text</strong>.</p>');
    expect(markdown).toBe('# Places\n\nSome **text**.\n');
  });

  it('makes links and images absolute, and drops heading anchors', () => {
    const markdown = twin(
      '<h2 id="a">Next<a class="hash-link" href="#a">#</a></h2><p><a href="/schema/">schema</a> <img src="/img/x.svg" alt="X"></p>',
    );
    expect(markdown).toContain('## Next\n');
    expect(markdown).toContain('[schema](https://docs.example.test/schema/)');
    expect(markdown).toContain('![X](https://docs.example.test/img/x.svg)');
  });

  it('turns a highlighted code block back into a fence with its language and title', () => {
    const block =
      '<div class="language-sql theme-code-block"><div class="codeBlockTitle_x">Cafés</div><pre class="prism-code"><code>' +
      '<div class="token-line"><span class="token keyword">SELECT</span> 1<br></div>' +
      '<div class="token-line"><span>FROM</span> t<br></div></code></pre></div>';
    expect(twin(block)).toContain('```sql title="Cafés"\nSELECT 1\nFROM t\n```');
  });

  it('unfolds query tabs: every engine, labelled, hidden ones included', () => {
    const tabs =
      '<div class="tabs-container"><ul role="tablist"><li role="tab" id="t-duckdb">DuckDB</li><li role="tab" id="t-athena">Athena</li></ul>' +
      '<div role="tabpanel" aria-labelledby="t-duckdb"><pre><code class="language-sql">SELECT 1</code></pre></div>' +
      '<div role="tabpanel" aria-labelledby="t-athena" hidden><pre><code class="language-sql">SELECT 2</code></pre></div></div>';
    const markdown = twin(tabs);
    expect(markdown).toContain('**DuckDB**\n\n```sql\nSELECT 1\n```');
    expect(markdown).toContain('**Athena**\n\n```sql\nSELECT 2\n```');
    expect(markdown).not.toMatch(/^- DuckDB/m);
  });

  it('writes the line under a query, after its fence, as an emphasised paragraph', () => {
    const query =
      '<div class="language-sql theme-code-block"><pre><code>SELECT 1</code></pre></div>' +
      '<div class="queryCheck_x" data-twin="aside">The site\'s tests run this query in DuckDB 1.5.5.</div><p>Next.</p>';
    expect(twin(query)).toContain(
      "```sql\nSELECT 1\n```\n\n*The site's tests run this query in DuckDB 1.5.5.*\n\nNext.",
    );
  });

  it('writes admonitions as block quotes that open with their label', () => {
    const note =
      '<div class="theme-admonition theme-admonition-warning"><div class="admonitionHeading_x"><svg></svg>warning</div>' +
      '<div class="admonitionContent_x"><p>Files go after 60 days.</p></div></div>';
    expect(twin(note)).toContain('> **warning**\n>\n> Files go after 60 days.');
  });

  it('puts a table cell on one line, its parts spaced, and leaves no comment behind', () => {
    const table =
      '<table><caption>Fields</caption><thead><tr><th>Field</th><th>Meaning</th></tr></thead><tbody><tr>' +
      '<th><code>names.<wbr>primary</code><span>Required</span></th><td><p>string</p><!-- --><p>The name.</p></td>' +
      '</tr></tbody></table>';
    const markdown = twin(table);
    expect(markdown).toContain('| `names.primary` Required | string The name. |');
    expect(markdown).not.toContain('<!--');
    expect(markdown).not.toContain('Fields\n');
  });

  it('keeps code in a cell whole, whatever spans break it up', () => {
    const table =
      '<table><thead><tr><th>Path</th></tr></thead><tbody><tr><td><code><span>changelog/</span><span>&lt;RELEASE&gt;/</span></code></td></tr></tbody></table>';
    expect(twin(table)).toContain('| `changelog/<RELEASE>/` |');
  });

  it('takes the whole list of a tag page, not its one post', () => {
    const html =
      '<html><body><main><header><h1>One post tagged</h1></header><article><h2>A post</h2><p>Summary.</p></article></main></body></html>';
    expect(pageToMarkdown({html, url: URL_OF_PAGE})).toBe('# One post tagged\n\n## A post\n\nSummary.\n');
  });

  it('refuses a page without main content, naming it', () => {
    expect(() => pageToMarkdown({html: '<html><body><p>x</p></body></html>', url: URL_OF_PAGE})).toThrow(
      /guides\/places\/ has no main content/,
    );
  });
});

describe('llms.txt', () => {
  const input: LlmsInput = {
    title: 'Site',
    summary: 'What the site\n is for.',
    siteUrl: 'https://docs.example.test/',
    sections: [
      {
        title: 'Docs',
        pages: [
          {title: 'Home', path: '/', description: 'Start here.'},
          {title: 'DuckDB', path: '/duckdb/'},
        ],
      },
      {title: 'Empty', pages: []},
    ],
  };

  it('has a title, a quoted summary and a linked list per section, empty sections left out', () => {
    expect(llmsTxt(input)).toBe(
      [
        '# Site',
        '',
        '> What the site is for.',
        '',
        '## Docs',
        '',
        '- [Home](https://docs.example.test/index.md): Start here.',
        '- [DuckDB](https://docs.example.test/duckdb.md)',
        '',
      ].join('\n'),
    );
  });

  it('in full, holds each twin under its address, in order', () => {
    const full = llmsFullTxt(input, (page) => `# ${page.title}\n\nText.\n`);
    expect(full.indexOf('Source: https://docs.example.test/index.md')).toBeLessThan(
      full.indexOf('Source: https://docs.example.test/duckdb.md'),
    );
    expect(full).toContain('Source: https://docs.example.test/duckdb.md\n\n# DuckDB\n\nText.\n');
  });
});
