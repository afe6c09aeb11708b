import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {afterAll, describe, expect, it} from 'vitest';
import {docSections} from '../../src/lib/docSections';
import {crawlPage} from '../../src/plugins/search/indexing/crawl';
import {CRAWL_POLICY} from '../../src/plugins/search/indexing/crawlBuild';
import {nameSections, sectionsOutsideSidebars} from '../../src/plugins/search/indexing/sectionMeta';

/** A loaded docs version as the docs plugin hands it over, reduced to what the sections read. */
function version(baseUrl = '/'): LoadedVersion {
  const doc = (id: string, sidebar?: string, unlisted = false) => ({
    id,
    sidebar,
    unlisted,
    permalink: `${baseUrl}${id.replace(/\/index$/, '')}`,
  });
  return {
    sidebars: {
      docs: [
        {type: 'doc', id: 'introduction'},
        {
          type: 'category',
          label: 'Getting Started',
          link: {type: 'doc', id: 'getting-data/index'},
          items: [
            {type: 'doc', id: 'getting-data/duckdb'},
            {type: 'category', label: 'Data Mirrors', items: [{type: 'doc', id: 'getting-data/mirrors/fused'}]},
          ],
        },
        {type: 'category', label: 'Examples', items: [{type: 'doc', id: 'examples/spark'}]},
      ],
    },
    docs: [
      doc('introduction', 'docs'),
      doc('getting-data/index', 'docs'),
      doc('getting-data/duckdb', 'docs'),
      doc('getting-data/mirrors/fused', 'docs'),
      doc('examples/spark', 'docs'),
      doc('getting-data/sedona'),
      doc('getting-data/mirrors/hidden'),
      doc('getting-data/draft', undefined, true),
      doc('playground'),
    ],
  } as unknown as LoadedVersion;
}

describe('docSections', () => {
  const sections = docSections(version());

  it('lists each sidebar category with its docs in reading order, the top-level docs apart', () => {
    expect(sections.map(({category, docIds}) => [category, docIds])).toEqual([
      [null, ['introduction']],
      [
        'Getting Started',
        [
          'getting-data/index',
          'getting-data/duckdb',
          'getting-data/mirrors/fused',
          'getting-data/sedona',
          'getting-data/mirrors/hidden',
        ],
      ],
      ['Examples', ['examples/spark']],
    ]);
  });

  it('places a published doc no sidebar lists in the category of its folder, or of the folder above', () => {
    expect(sections[1].placed).toEqual(['getting-data/sedona', 'getting-data/mirrors/hidden']);
  });

  it('places no unlisted doc, and none at the root, which has no folder to go by', () => {
    const all = sections.flatMap(({docIds}) => docIds);
    expect(all).not.toContain('getting-data/draft');
    expect(all).not.toContain('playground');
  });
});

describe('the section of a page outside the sidebars, for search', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'doc-sections-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('is found by the page path under the base URL', () => {
    expect(sectionsOutsideSidebars(version('/docs/'), '/docs/')).toEqual(
      new Map([
        ['getting-data/sedona/', 'Getting Started'],
        ['getting-data/mirrors/hidden/', 'Getting Started'],
      ]),
    );
  });

  it('is written into the built page, where the crawler files its records under it', async () => {
    const page = path.join(dir, 'getting-data/sedona');
    mkdirSync(page, {recursive: true});
    writeFileSync(
      path.join(page, 'index.html'),
      '<html><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>' +
        '<body><nav><a class="navbar__item navbar__link navbar__link--active" href="/">Docs</a></nav>' +
        '<main><article><h1>Sedona</h1><p>Spark.</p></article></main></body></html>',
    );
    await nameSections(dir, new Map([['getting-data/sedona/', 'Getting & Started']]));
    const html = readFileSync(path.join(page, 'index.html'), 'utf8');
    expect(html).toContain('<meta name="docsearch:section" content="Getting &#38; Started"></head>');
    const records = crawlPage(html, 'https://docs.example.test/getting-data/sedona/', CRAWL_POLICY);
    expect(records?.map(({hierarchy}) => hierarchy.lvl0)).toEqual(['Getting & Started', 'Getting & Started']);
  });

  it('refuses a page without a head, naming it', async () => {
    const page = path.join(dir, 'broken');
    mkdirSync(page, {recursive: true});
    writeFileSync(path.join(page, 'index.html'), '<p>no head</p>');
    await expect(nameSections(dir, new Map([['broken/', 'Examples']]))).rejects.toThrow(
      /broken\/index\.html has no <\/head>/,
    );
  });
});
