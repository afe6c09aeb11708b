import {describe, expect, it} from 'vitest';
import {
  editDistance,
  escapeHtml,
  highlight,
  normalizeTerm,
  searchTerms,
  snippet,
  termMatches,
  terms,
} from '../../src/plugins/search/engine/text';

const tags = {pre: '<mark>', post: '</mark>'};
const q = (word: string, prefix = false) => ({word, term: normalizeTerm(word), prefix});

describe('terms', () => {
  it('fold case and accents and reduce English plurals', () => {
    expect(terms('Buildings, CATEGORIES and Geográfico addresses boxes')).toEqual([
      'building',
      'category',
      'and',
      'geografico',
      'address',
      'box',
    ]);
  });

  it('read an adverb made with -ally as its adjective, after three letters or more', () => {
    const words = ['commercially', 'optionally', 'really', 'rally'];
    expect(words.map(normalizeTerm)).toEqual(['commercial', 'optional', 'really', 'rally']);
  });

  it('split identifiers on underscores and dots', () => {
    expect(terms('land_cover names.primary')).toEqual(['land', 'cover', 'name', 'primary']);
  });

  it('drop stop words for search, except inside identifiers', () => {
    expect(searchTerms('The building has parts: has_parts, is_underground')).toEqual([
      'building',
      'part',
      'has',
      'part',
      'is',
      'underground',
    ]);
  });

  it('keep short words, numbers and words ending in -ss or -us as they are', () => {
    expect(terms('bus gas status class 2025-10-22.0')).toEqual([
      'bus',
      'gas',
      'status',
      'class',
      '2025',
      '10',
      '22',
      '0',
    ]);
  });
});

describe('matching', () => {
  it('allows one typo from 3 letters and two from 7, prefixes on the last word', () => {
    expect(termMatches('building', q('buildng'))).toBe('typo');
    expect(termMatches('transportation', q('tranportaton'))).toBe('typo');
    expect(termMatches('map', q('mop'))).toBe('typo');
    expect(termMatches('id', q('ix'))).toBeNull();
    expect(termMatches('building', q('buil', true))).toBe('prefix');
    expect(termMatches('building', q('buil'))).toBeNull();
  });

  it('takes no near spelling under another first letter for a typo, as the index is matched under the first', () => {
    expect(termMatches('fridge', q('bridge'))).toBeNull();
    expect(termMatches('bridges', q('bridge'))).toBe('typo');
  });

  it('measures edit distance with an early stop', () => {
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });

  it('measures the textbook distance, for words of any length, call after call', () => {
    const textbook = (a: string, b: string): number => {
      const d = Array.from({length: a.length + 1}, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
      for (let j = 1; j <= b.length; j++) d[0][j] = j;
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++)
          d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      return d[a.length][b.length];
    };
    let seed = 7;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const word = (): string => Array.from({length: 1 + next(90)}, () => 'abc'[next(3)]).join('');
    for (let k = 0; k < 300; k++) {
      const [a, b] = [word(), word()];
      const max = next(4);
      expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(textbook(a, b), max + 1));
    }
  });
});

describe('highlight', () => {
  it('escapes the text before adding tags, so markup in content never runs', () => {
    const marked = highlight('<img src=x onerror=alert(1)> building & "roads"', [q('building')], tags);
    expect(marked.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>building</mark> &amp; &quot;roads&quot;');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('reports which query words matched and how fully', () => {
    expect(highlight('Building heights', [q('building'), q('height')], tags).matchLevel).toBe('full');
    const partial = highlight('Building footprints', [q('buildings'), q('height')], tags);
    expect(partial).toMatchObject({matchLevel: 'partial', matchedWords: ['buildings']});
    expect(highlight('Roads', [q('building')], tags).matchLevel).toBe('none');
  });

  it('marks no word of another first letter as a near spelling', () => {
    expect(highlight('A fridge by the bridge', [q('bridge')], tags).value).toBe('A fridge by the <mark>bridge</mark>');
  });

  it('handles unicode text and queries', () => {
    expect(highlight('Île-de-France région', [q('region')], tags).value).toBe('Île-de-France <mark>région</mark>');
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';

  it('cuts a window of words around the first match, with the ellipsis', () => {
    const cut = snippet(text, [q('nine')], tags, 5, '…');
    expect(cut.value).toBe('…eight <mark>nine</mark> ten eleven twelve…');
    expect(cut.matchLevel).toBe('full');
  });

  it('starts at the beginning when there is no match, and keeps short texts whole', () => {
    expect(snippet(text, [q('zebra')], tags, 3, '…').value).toBe('one two three…');
    expect(snippet('short text', [q('text')], tags, 10, '…').value).toBe('short <mark>text</mark>');
  });

  it('does not add an ellipsis when the window reaches the end', () => {
    expect(snippet(text, [q('fifteen')], tags, 4, '…').value).toBe('…twelve thirteen fourteen <mark>fifteen</mark>');
  });
});
