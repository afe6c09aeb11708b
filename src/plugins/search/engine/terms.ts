import {LEVELS, type Hierarchy, type Level, type SearchRecord} from './record';

/**
 * Exact answers: page elements named by a term, such as the 2,117 places categories
 * (`pizza_restaurant`), each an anchor on the places concept page. Indexed as records
 * they would add about 55 KB gzip to an index held to 250 KB, and a reader who types a
 * code wants that one entry, not every page where its words occur. So they are kept
 * apart, in a small file the browser fetches with the index, and answered when a
 * query is the term (or, once it holds an underscore, the start of one).
 *
 * A term record is a SearchRecord with `term` set; its content is its chain of terms
 * from the top, joined by TERM_PATH_SEPARATOR, which is how the file stores a term's
 * parent in one number. A term's former names (`was`: a renamed category's old codes)
 * answer for it as well.
 */

export const TERM_PATH_SEPARATOR = ' › ';
/** Most terms a query that is the start of a term brings. */
const MAX_PREFIX_ANSWERS = 5;

/**
 * [path, language, tag, type, the hierarchy above the terms, anchor prefix, entries].
 * Entries are one line each, in page order: the term's depth among the terms around
 * it, a tab, the term, and a tab and its anchor only where the anchor is not the
 * prefix and the term (`category-` + `pizza_restaurant`), then, for a term that had
 * other names, a tab and those, space-separated (after an empty anchor when it is the
 * usual one). A term's parent is the nearest line above it one level up. Stored so, the
 * 2,117 categories take 14 KB gzip, of which the codes alone are 12.8.
 */
type StoredGroup = [string, string, string, Level, (string | null)[], string, string];

export interface SearchTermsFile {
  version: 1;
  groups: StoredGroup[];
}

export interface TermAnswer {
  term: string;
  type: Level;
  path: string;
  anchor: string;
  hierarchy: Hierarchy;
  /** Its chain of terms from the top. */
  content: string;
  language: string;
  tag: string;
  /** The names it had before (old category codes), which answer for it too. */
  was?: string[];
}

export interface Terms {
  byKey: Map<string, TermAnswer>;
  /** Keys in order, for queries that are the start of a term. */
  keys: string[];
}

/** How a query or a term is compared: case, spaces and hyphens do not matter (`Pizza restaurant`). */
export function termKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The term records of a crawl, grouped by page and place, as the terms file stores them. */
export function buildTerms(records: SearchRecord[], origin: string): SearchTermsFile {
  const groups: StoredGroup[] = [];
  const relative = (url: string): string => (url.startsWith(origin) ? url.slice(origin.length) : url);
  let chains: string[][] = [];
  for (const record of records) {
    if (record.term === undefined || record.anchor === null || record.type === 'content') continue;
    if (/[\t\n]/.test(record.term + record.anchor))
      throw new Error(`Search term ${record.term} holds a tab or a line break.`);
    if (record.was?.some((name) => name === '' || /\s/.test(name)))
      throw new Error(`Search term ${record.term} has a former name that is empty or holds a space.`);
    const above = LEVELS.slice(0, LEVELS.indexOf(record.type)).map((level) => record.hierarchy[level]);
    const path = relative(record.url_without_anchor);
    let group = groups.at(-1);
    if (
      !group ||
      group[0] !== path ||
      group[1] !== record.language ||
      group[2] !== record.docusaurus_tag ||
      group[3] !== record.type ||
      JSON.stringify(group[4]) !== JSON.stringify(above)
    ) {
      const prefix = record.anchor.endsWith(record.term) ? record.anchor.slice(0, -record.term.length) : '';
      group = [path, record.language, record.docusaurus_tag, record.type, above, prefix, ''];
      groups.push(group);
      chains = [];
    }
    const chain = (record.content ?? record.term).split(TERM_PATH_SEPARATOR);
    const depth = chain.length - 1;
    const parent = chains.findLast((other) => other.length === depth);
    if (depth > 0 && parent?.join() !== chain.slice(0, -1).join()) {
      throw new Error(`Search term ${record.term} on ${path} comes before its parent ${chain.at(-2)}.`);
    }
    chains.push(chain);
    const anchor = record.anchor === group[5] + record.term ? '' : record.anchor;
    const tail = record.was?.length ? `\t${anchor}\t${record.was.join(' ')}` : anchor && `\t${anchor}`;
    group[6] += `${group[6] ? '\n' : ''}${depth}\t${record.term}${tail}`;
  }
  return {version: 1, groups};
}

/** The answers of a terms file, by key. */
export function loadTerms(file: SearchTermsFile): Terms {
  if (file.version !== 1) throw new Error(`Unsupported search terms version: ${String(file.version)}`);
  const byKey = new Map<string, TermAnswer>();
  const formerly: [string, TermAnswer][] = [];
  for (const [path, language, tag, type, above, prefix, lines] of file.groups) {
    const chain: string[] = [];
    for (const line of lines.split('\n')) {
      const [depth, term, anchor, was] = line.split('\t');
      chain.length = Number(depth);
      chain.push(term);
      const hierarchy = Object.fromEntries(
        LEVELS.map((level, i) => [level, level === type ? term : (above[i] ?? null)]),
      ) as Hierarchy;
      const key = termKey(term);
      if (byKey.has(key)) continue;
      const answer: TermAnswer = {
        term,
        type,
        path,
        anchor: anchor || prefix + term,
        hierarchy,
        content: chain.join(TERM_PATH_SEPARATOR),
        language,
        tag,
        ...(was && {was: was.split(' ')}),
      };
      byKey.set(key, answer);
      for (const name of answer.was ?? []) formerly.push([termKey(name), answer]);
    }
  }
  // After every current term: a term that is some other term's old name is answered as itself.
  for (const [key, answer] of formerly) if (!byKey.has(key)) byKey.set(key, answer);
  return {byKey, keys: [...byKey.keys()].sort()};
}

/** The answers a query asks for by name: the term it is, else (with an underscore) the terms it starts. */
/**
 * Words that, around a name, ask for its entry rather than change the question: "dentist category",
 * "category code for dentists". Other words around a name ("park land use") leave the query to the index.
 */
const ENTRY_WORDS = new Set([
  'category',
  'categories',
  'code',
  'codes',
  'taxonomy',
  'for',
  'the',
  'a',
  'of',
  'what',
  'is',
]);

/** The name a query asks about among entry words, as typed and in the singular ("dentists" → "dentist"). */
function namedInPhrase(terms: Terms, query: string): TermAnswer | undefined {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_'’]+/gu) ?? [];
  const named = words.filter((word) => !ENTRY_WORDS.has(word));
  if (named.length === 0 || named.length === words.length) return undefined;
  const key = termKey(named.join(' '));
  return terms.byKey.get(key) ?? terms.byKey.get(key.replace(/s$/, ''));
}

export function answersFor(terms: Terms, query: string): TermAnswer[] {
  const key = termKey(query);
  if (key.length === 0) return [];
  const exact = terms.byKey.get(key) ?? namedInPhrase(terms, query);
  if (exact) return [exact];
  if (!key.includes('_')) return [];
  // A renamed term is started by its old name and its new one (`cajun_`): it is answered once.
  const answers = terms.keys
    .filter((each) => each.startsWith(key))
    .sort((a, b) => a.length - b.length || a.localeCompare(b))
    .map((each) => terms.byKey.get(each)!);
  return [...new Set(answers)].slice(0, MAX_PREFIX_ANSWERS);
}

/** What a term's hit shows: its chain, and what it was called where it was renamed ("… › poke_restaurant, was poke"). */
export function termTitle({content, was}: Pick<TermAnswer, 'content' | 'was'>): string {
  return was ? `${content}, was ${was.join(', ')}` : content;
}
