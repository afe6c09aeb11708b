import {describe, expect, it} from 'vitest';
import {REGISTRY_TYPES} from '../../src/data/gers';
import {LICENCES, THEMES, THEME_LICENCES} from '../../src/data/licences';
import {RELEASES, UPCOMING} from '../../src/data/releases';
import {CONTENT_PAGES, CURRENT_PAGES, QUERY_FILES, blocksOf, lineOf, sentencesOf} from '../support/content';

/**
 * Facts several pages state live once in src/data/ and are rendered from there. A page
 * that types one out instead drifts the day the fact changes (the registry's types,
 * a licence, the release history). These checks find facts typed by hand.
 */

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (words: readonly string[], flags = 'i'): RegExp =>
  new RegExp(`\\b(?:${words.map(escape).join('|')})\\b`, flags);

describe("the GERS registry's types", () => {
  // A type named as code (`division_area`) or in prose ("places", "addresses").
  const typeName = new RegExp(`\\b(?:${REGISTRY_TYPES.join('|')})(?:e?s)?\\b`, 'gi');
  const singular = (name: string): string =>
    REGISTRY_TYPES.find((type) => name.toLowerCase().startsWith(type)) ?? name.toLowerCase();
  // A sentence naming three or more of them, in a paragraph or section about the registry.
  const typed = CONTENT_PAGES.flatMap(({file, text}) => {
    let heading = '';
    return blocksOf(text).flatMap((block) => {
      if (/^#+ /.test(block.text)) heading = block.text;
      if (!/registry/i.test(`${heading} ${block.text}`)) return [];
      return sentencesOf(block.text)
        .filter((sentence) => new Set(sentence.text.match(typeName)?.map(singular)).size >= 3)
        .map((sentence) => `${file}:${block.line}: ${sentence.text}`);
    });
  });

  it('are never listed by hand next to the registry: render REGISTRY_TYPES from src/data/gers.ts', () => {
    expect(typed).toEqual([]);
  });

  it('are rendered from the data on the pages that state them', () => {
    const rendering = CONTENT_PAGES.filter(({text}) => /<InlineList items=\{REGISTRY_TYPES\}/.test(text));
    expect(rendering.map(({file}) => file)).toEqual(
      expect.arrayContaining(['docs/gers/index.mdx', 'docs/gers/registry.mdx']),
    );
  });
});

describe("the registry's withdrawal", () => {
  // A page that reads the registry, through a query file or a code sample, warns that its files are gone.
  const readsRegistry = /(?:overturemaps-us-west-2|blob\.core\.windows\.net)\/registry\/\*/;
  const shown = (text: string): string[] =>
    [...text.matchAll(/@site\/(src\/queries\/[^'?]+)\?raw/g)].map((match) => match[1]);
  const queries = new Map(QUERY_FILES.map(({file, text}) => [file, text]));
  const reading = CONTENT_PAGES.filter(
    ({text}) => readsRegistry.test(text) || shown(text).some((file) => readsRegistry.test(queries.get(file) ?? '')),
  );

  it('is shown on every page that reads the registry', () => {
    expect(reading.length).toBeGreaterThanOrEqual(3);
    expect(reading.filter(({text}) => !text.includes('<RegistryWithdrawn')).map(({file}) => file)).toEqual([]);
  });
});

describe('licences', () => {
  // What a licence is said of: a theme, or one of the sources src/data/licences.ts lists.
  const sourceNames = THEMES.flatMap((theme) =>
    THEME_LICENCES[theme].sources.map(({source}) => source.split(/[,(]/)[0].trim()),
  );
  const subject = anyOf([
    ...THEMES,
    'theme',
    'themes',
    ...new Set(sourceNames),
    'Foursquare',
    'Daylight',
    'OpenAddresses',
  ]);
  const licenceName = new RegExp(
    [
      ...Object.values(LICENCES).map(({name}) => escape(name)),
      'ODbL',
      'Open Database Licen[cs]e',
      'CDLA',
      'Apache[ -]2',
      'CC[ -]?BY',
      'CC0',
      'PDDL',
      'public domain',
    ].join('|'),
    'i',
  );
  // A component in the sentence renders its fact from the data: only what is left around it is typed.
  const typedPart = (sentence: string): string => sentence.replace(/<[A-Z]\w*\b[^>]*\/>/g, '');
  const typed = CURRENT_PAGES.flatMap(({file, text}) =>
    sentencesOf(text)
      .map((sentence) => ({...sentence, text: typedPart(sentence.text)}))
      .filter((sentence) => licenceName.test(sentence.text) && subject.test(sentence.text))
      .map((sentence) => `${file}:${sentence.line}: ${sentence.text}`),
  );

  it('of a theme or a source are never typed next to it: render them from src/data/licences.ts', () => {
    expect(typed).toEqual([]);
  });
});

describe('the release history', () => {
  const known = new Set([...RELEASES, ...UPCOMING].map((release) => release.id));
  const RELEASE_ID = /\b\d{4}-\d{2}-\d{2}(?:-(?:alpha|beta))?\.\d+\b/g;

  it('knows every release id a page or query names', () => {
    const unknown = [...CONTENT_PAGES, ...QUERY_FILES].flatMap(({file, text}) =>
      [...text.matchAll(RELEASE_ID)]
        .filter((match) => !known.has(match[0]))
        .map((match) => `${file}:${lineOf(text, match.index)}: ${match[0]}`),
    );
    expect(unknown).toEqual([]);
  });

  it('is tabled only by the release calendar, from src/data/releases.ts', () => {
    const tables = CONTENT_PAGES.filter(
      ({text}) => (text.match(/^\|\s*`?\d{4}-\d{2}-\d{2}(?:-(?:alpha|beta))?\.\d+`?\s*\|/gm) ?? []).length >= 3,
    );
    expect(tables.map(({file}) => file)).toEqual([]);
  });
});
