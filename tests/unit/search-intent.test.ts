import {describe, expect, it} from 'vitest';
import {buildIndex, loadEngine, search} from '../../src/plugins/search/engine';
import type {RecordType, SearchRecord} from '../../src/plugins/search/engine/record';
import {ORIGIN, searchRecord} from '../support/searchRecords';
import {definitionAnchor} from '../../src/plugins/schema-reference/model';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** One page: its title record, then headings and text, as the crawler writes them. */
function page(
  path: string,
  section: string,
  title: string,
  entries: {type: RecordType; heading?: string; text?: string; anchor?: string}[],
  pageRank = 10,
): SearchRecord[] {
  const records: SearchRecord[] = [];
  const hierarchy: (string | null)[] = [section, title, null, null, null, null, null];
  const tag = pageRank === 0 ? 'default' : 'docs-default-current';
  const add = (type: RecordType, content: string | null, anchor: string | null): void => {
    records.push(searchRecord(path, type, hierarchy, content, {anchor, tag, pageRank, position: records.length}));
  };
  add('lvl1', null, null);
  for (const entry of entries) {
    if (entry.type !== 'content') hierarchy[LEVELS.indexOf(entry.type)] = entry.heading ?? null;
    add(entry.type, entry.text ?? null, entry.anchor ?? null);
  }
  return records;
}

/** An engine over these pages' records. */
const engineOf = (...pages: SearchRecord[][]) => loadEngine(buildIndex(pages.flat(), ORIGIN));

const engine = loadEngine(
  buildIndex(
    [
      ...page('/attribution/', 'Docs', 'Attribution and licensing', [
        {type: 'content', text: 'Credit the sources of the data you publish.'},
      ]),
      ...page('/guides/roads/', 'Data guides', 'Roads', [
        {type: 'lvl2', heading: 'Speed limits', anchor: 'speed-limits'},
        {type: 'content', text: 'Speed limits vary along a road.', anchor: 'speed-limits'},
      ]),
      ...page('/schema/reference/segment/', 'Reference', 'segment', [
        {type: 'lvl2', heading: 'Fields', anchor: 'fields'},
        {type: 'lvl3', heading: 'speed_limits', text: 'Maximum and minimum speeds.', anchor: 'speed_limits'},
      ]),
      ...page('/getting-data/cli/', 'Getting started', 'Python CLI', [
        {type: 'content', text: 'Download a bbox of any type.'},
      ]),
      ...page(
        '/blog/2024/licence/',
        'Blog',
        'A new licence field',
        [{type: 'content', text: 'Every source, licensed.'}],
        0,
      ),
      ...page('/blog/2025-10-22/', 'Blog', '2025-10-22 release notes', [{type: 'content', text: 'Speed limits.'}], 0),
      ...page('/examples/qgis/', 'Examples', 'QGIS', [{type: 'content', text: 'Open the GeoParquet files.'}]),
      ...page('/getting-data/', 'Getting started', 'Accessing', [
        {type: 'content', text: 'Releases are GeoParquet files.'},
      ]),
    ],
    ORIGIN,
  ),
);

const pages = (query: string): string[] => [
  ...new Set(search(engine, {query, hitsPerPage: 20}).hits.map((hit) => new URL(hit.url).pathname)),
];

describe('ranking for what the reader asks', () => {
  it('puts the docs above a blog post whose title matches better', () => {
    expect(pages('licence')[0]).toBe('/attribution/');
  });

  it('lets a post lead when the query names a release or the post', () => {
    expect(pages('2025-10-22 speed limits')[0]).toBe('/blog/2025-10-22/');
    expect(pages('new licence field')[0]).toBe('/blog/2024/licence/');
  });

  it('finds the other spelling and the synonyms of a word', () => {
    expect(pages('license')).toContain('/attribution/');
    expect(pages('command line')[0]).toBe('/getting-data/cli/');
  });

  it('answers a query written like a field with the field, on its anchor', () => {
    const [first] = search(engine, {query: 'speed_limits'}).hits;
    expect(first.url).toBe(`${ORIGIN}/schema/reference/segment/#speed_limits`);
    expect(pages('speed limits')[0]).toBe('/guides/roads/');
  });

  it('among records equal in all else, puts the more general page first', () => {
    expect(pages('geoparquet files').slice(0, 2)).toEqual(['/getting-data/', '/examples/qgis/']);
  });

  it('of two pages as deep and equal in all else, puts first the one that holds the words more', () => {
    const once = [{type: 'content' as const, text: 'Elevation is in metres.'}];
    const throughout = [
      {type: 'content' as const, text: 'Elevation is in metres.'},
      {type: 'lvl2' as const, heading: 'Peaks', anchor: 'peaks'},
      {type: 'content' as const, text: 'A peak carries its elevation.', anchor: 'peaks'},
    ];
    const elevation = engineOf(page('/faq/', 'Docs', 'FAQ', once), page('/terrain/', 'Docs', 'Terrain', throughout));
    expect(new URL(search(elevation, {query: 'elevation'}).hits[0].url).pathname).toBe('/terrain/');
  });

  it("counts the words of a page's path as its title's, as a product named in the path", () => {
    const same = [{type: 'content' as const, text: 'Run pip install overturemaps first.'}];
    const named = engineOf(
      page('/examples/lonboard/', 'Examples', 'Lonboard', same),
      page('/getting-data/overturemaps-py/', 'Getting started', 'Python CLI', same),
    );
    const first = search(named, {query: 'pip install overturemaps'}).hits[0];
    expect(new URL(first.url).pathname).toBe('/getting-data/overturemaps-py/');
  });

  it("for a question, weighs a page title's words by their rarity: a title naming the rare word leads", () => {
    const same = [{type: 'content' as const, text: 'Read the data from Azure with DuckDB.'}];
    const common = (n: number) => page(`/notes/${n}/`, 'Docs', `Note ${n}`, [{type: 'content', text: 'More data.'}]);
    const titled = engineOf(
      page('/tools/data/', 'Docs', 'Data', same),
      page('/tools/duckdb/', 'Docs', 'DuckDB', same),
      ...[1, 2, 3, 4].map(common),
    );
    const first = search(titled, {query: 'read the data from azure with duckdb'}).hits[0];
    expect(new URL(first.url).pathname).toBe('/tools/duckdb/');
  });

  it('for a question, counts a verb of asking for little: the page about its subject leads', () => {
    const releases = engineOf(
      page('/releases/', 'Docs', 'Releases', [
        {type: 'content', text: 'Pick the release to use; each release stays online for a while.'},
        {type: 'content', text: 'A release is named by its date.'},
        {type: 'content', text: 'Every release has a schema version.'},
      ]),
      page('/styles/', 'Docs', 'Map styles', [{type: 'content', text: 'Customize the colours to use on the map.'}]),
    );
    const first = search(releases, {query: 'customize which release of overture to use'}).hits[0];
    expect(new URL(first.url).pathname).toBe('/releases/');
  });

  it('for a question, counts a verb of holding (include, contain) for little: what is held decides', () => {
    const sea = engineOf(
      page('/guides/divisions/', 'Data guides', 'Divisions', [
        {type: 'content', text: 'Region polygons stop at the coast: the sea is not part of them.'},
      ]),
      page('/getting-data/export/', 'Docs', 'Export', [
        {type: 'content', text: 'Export a region polygon; the file will include its holes.'},
      ]),
      page('/guides/water/', 'Data guides', 'Water', [
        {type: 'content', text: 'The sea and the ocean.'},
        {type: 'content', text: 'A sea has a name.'},
      ]),
    );
    const first = search(sea, {query: 'do region polygons include the sea'}).hits[0];
    expect(new URL(first.url).pathname).toBe('/guides/divisions/');
  });

  it("puts a type's own field before the shared definition it repeats, on the more general page", () => {
    const height = (anchor: string) => [{type: 'lvl3' as const, heading: 'height', text: 'Height in metres.', anchor}];
    const shared = definitionAnchor({file: 'buildings/defs.yaml', name: 'ShapeContainer'}) + '--height';
    const fields = engineOf(
      page('/schema/reference/', 'Reference', 'Schema reference', height(shared)),
      page('/schema/reference/buildings/building/', 'Reference', 'building', height('height')),
    );
    const first = search(fields, {query: 'height in metres'}).hits[0];
    expect(first.url).toBe(`${ORIGIN}/schema/reference/buildings/building/#height`);
  });

  it("for a query written like a field, puts the schema's pages before others that mention it", () => {
    const removed = [{type: 'content' as const, text: 'The connector_ids field was removed.'}];
    const mentions = engineOf(
      page('/release-calendar/', 'Docs', 'Release calendar', removed),
      page('/schema/changelog/', 'Reference', 'Schema changelog', removed),
    );
    expect(new URL(search(mentions, {query: 'connector_ids'}).hits[0].url).pathname).toBe('/schema/changelog/');
    // Not for the words alone: then the more general page leads.
    expect(new URL(search(mentions, {query: 'connector ids'}).hits[0].url).pathname).toBe('/release-calendar/');
  });

  it("weighs a post's evidence for a question one band lower, unless the question asks for posts", () => {
    const notes = (n: number) =>
      Array.from({length: n}, (_, i) => ({
        type: 'content' as const,
        text: `Administrative boundaries changed again in part ${i}, replacing the old divisions.`,
      }));
    const evidence = engineOf(
      page('/guides/divisions/', 'Data guides', 'Divisions', [
        {type: 'content', text: 'Administrative boundaries of countries, replacing the admins theme.'},
      ]),
      page('/blog/2024/admins/', 'Blog', 'Release notes', notes(4), 0),
    );
    const firstPage = (query: string) => new URL(search(evidence, {query}).hits[0].url).pathname;
    expect(firstPage('administrative boundaries replacing divisions')).toBe('/guides/divisions/');
    expect(firstPage('administrative boundaries replacing divisions blog')).toBe('/blog/2024/admins/');
  });

  it('takes a heading many pages share for no exact answer: the one page that names it alone leads', () => {
    const section = (heading: string, anchor: string) => [
      {type: 'lvl2' as const, heading, anchor},
      {type: 'content' as const, text: 'Features sort into a broad subtype and a finer class.', anchor},
    ];
    const guides = ['base', 'buildings', 'divisions'].map((theme) =>
      page(`/guides/${theme}/`, 'Data guides', theme, section('Subtypes and classes', 'subtypes-and-classes')),
    );
    const concepts = engineOf(
      ...guides,
      page('/schema/concepts/base/', 'Schema', 'Base', section('Subtype and class', 'subtype-and-class')),
    );
    expect(search(concepts, {query: 'subtype and class'}).hits[0].url).toBe(
      `${ORIGIN}/schema/concepts/base/#subtype-and-class`,
    );
    // Shared by two pages only, a heading still answers exactly: the more general page leads, as before.
    const two = engineOf(
      ...guides.slice(0, 2),
      page('/schema/concepts/base/', 'Schema', 'Base', section('Subtype and class', 'subtype-and-class')),
    );
    expect(new URL(search(two, {query: 'subtype and class'}).hits[0].url).pathname).toBe('/guides/base/');
  });

  it('drops words every page is about, and question words, when other words remain', () => {
    expect(pages('how does overture credit sources')[0]).toBe('/attribution/');
  });
});
