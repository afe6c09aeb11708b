import type {Engine, EngineRecord} from './loadIndex';
import type {TermMatches} from './matching';
import {POST_PAGE_RANK} from '../constants';
import {LEVELS} from './record';
import {searchTerms, type QueryTerm} from './text';

/**
 * What a query's wording says the reader is after, and the page facts the ranking
 * weighs against it (see `compare` in ranking.ts).
 */
export interface QueryIntent {
  /** The query names a release or a post: blog posts rank with the docs. */
  postsWanted: boolean;
  /** Written like a field path (`speed_limits`, `names.rules`, `sources[].confidence`): fields first. */
  fieldsWanted: boolean;
  /** The query asks for the newest (`latest release`): posts rank with the docs, the newest post first. */
  recentWanted: boolean;
}

/** Words that ask for what is newest. */
export const RECENT_WORDS: readonly string[] = ['latest', 'newest', 'recent'];

export function asksForRecent(terms: QueryTerm[]): boolean {
  return terms.some(({term}) => RECENT_WORDS.includes(term));
}

/** Words that ask for release notes and other posts (besides a year or a date): a pre-release, notes. */
export const POST_WORDS: readonly string[] = ['alpha', 'beta', 'note', 'announcement', 'blog', 'post'];
const YEAR = /^\d{4}$/;

/**
 * Whether the query asks for blog posts: it names a release (a year or a date, alpha,
 * beta, notes) or a post, every word of it standing in the post's title.
 */
export function asksForPosts(engine: Engine, terms: QueryTerm[], perTerm: TermMatches[]): boolean {
  if (terms.some(({term}) => YEAR.test(term) || POST_WORDS.includes(term))) return true;
  // The posts' titles are few; a broad prefix ("co") matches thousands of records.
  return (
    perTerm.length > 0 &&
    postTitles(engine).some((id) => perTerm.every(({records}) => records.has(id) && records.get(id)!.kind !== 'typo'))
  );
}

const titlesOfPosts = new WeakMap<Engine, number[]>();

/** The ids of the blog posts' title records. */
function postTitles(engine: Engine): number[] {
  let ids = titlesOfPosts.get(engine);
  if (!ids) {
    ids = engine.records.flatMap(({pageRank, ownRank}, id) =>
      pageRank === POST_PAGE_RANK && ownRank === 1 ? [id] : [],
    );
    titlesOfPosts.set(engine, ids);
  }
  return ids;
}

/** A word joined to the next by `_`, `.` or `[]`, as field paths are written. */
export function writtenLikeField(query: string): boolean {
  return /[\p{L}\p{N}](?:_|\.|\[\])[\p{L}\p{N}.]/u.test(query);
}

/** Schema fields are third-level records of the reference pages (see the crawler). */
const FIELD_RANK = LEVELS.indexOf('lvl3');
const FIELD_PAGES = '/schema/reference/';
const SCHEMA_PAGES = '/schema/';

/** A page of the schema's docs: its reference, concepts and changelog. */
export function isSchemaPage(record: EngineRecord): boolean {
  return record.path.startsWith(SCHEMA_PAGES);
}

export function isField(record: EngineRecord): boolean {
  return record.ownRank === FIELD_RANK && record.path.startsWith(FIELD_PAGES);
}

/**
 * A shared definition of the schema reference (`height` of the buildings' shape container), which a feature
 * type's page shows again as its own field: a reader asking for the field wants it on the type.
 */
export function isSharedDefinition(record: EngineRecord): boolean {
  return record.sharedDefinition;
}

/**
 * From this many pages sharing a heading, it is a section every page of a kind has ("Limits and gotchas" on 17,
 * "Subtypes and classes" on the guides): naming it says nothing of which page the reader wants.
 */
const SHARED_HEADING_PAGES = 3;
const sharedHeadings = new WeakMap<Engine, Set<string>>();

/** The heading of a section (not a page's title), as compared between pages. */
const sectionHeading = (record: EngineRecord): string | null =>
  record.type === 'content' || record.type === 'lvl1' ? null : (record.hierarchy[record.type]?.toLowerCase() ?? null);

/**
 * Whether a record's own heading is one SHARED_HEADING_PAGES or more pages have, which a query named exactly
 * does not make the answer (`compare`'s `exact`): "subtype and class" is about the concept, not any one guide's
 * section of that name. Schema fields keep it (isField): `height` named is the field, on whichever type. Worked
 * out over the whole index the first time a heading is named exactly, which few queries do.
 */
export function hasSharedHeading(engine: Engine, record: EngineRecord): boolean {
  const heading = sectionHeading(record);
  if (heading === null || isField(record)) return false;
  let shared = sharedHeadings.get(engine);
  if (!shared) {
    const pages = new Map<string, Set<string>>();
    for (const each of engine.records) {
      const text = sectionHeading(each);
      if (text !== null) pages.set(text, (pages.get(text) ?? new Set()).add(each.path));
    }
    shared = new Set([...pages].filter(([, paths]) => paths.size >= SHARED_HEADING_PAGES).map(([text]) => text));
    sharedHeadings.set(engine, shared);
  }
  return shared.has(heading);
}

const sections = new Map<string, string[]>();

/** The terms of a record's section (`lvl0`: the sidebar category or navbar item it belongs to). */
function sectionTerms(record: EngineRecord): string[] {
  const section = record.hierarchy.lvl0 ?? '';
  let found = sections.get(section);
  if (!found) sections.set(section, (found = searchTerms(section)));
  return found;
}

const slugs = new Map<string, string[]>();

/** The terms of the last part of a record's page path (`/getting-data/overturemaps-py/`: overturemaps, py). */
function slugTerms(record: EngineRecord): string[] {
  let found = slugs.get(record.path);
  if (!found) {
    const slug = record.path.split('/').filter(Boolean).pop() ?? '';
    slugs.set(record.path, (found = searchTerms(slug.replace(/[-_.]+/g, ' '))));
  }
  return found;
}

/** For a question, the title's share of its words' weight, in steps of 1/TITLE_STEPS (sortKey gives it 4 bits). */
const TITLE_STEPS = 15;

/**
 * For one query: how many of its words the title of a record's page (its first
 * heading), its section or the last part of its path holds exactly; for a question (`weights`, by rarity), their
 * share of its weight, so that a title naming its telling word beats one naming a common one. Worked out once per
 * page, as every record of a page shares the answer.
 */
export function pageTitleWords(
  engine: Engine,
  perTerm: TermMatches[],
  weights: number[] | null,
): (id: number) => number {
  const total = weights ? weights.reduce((a, b) => a + b, 0) || 1 : 0;
  const byPage = new Map<string, number>();
  return (id) => {
    const record = engine.records[id];
    let count = byPage.get(record.path);
    if (count === undefined) {
      let title = id;
      while (engine.records[title].parent !== -1) title = engine.records[title].parent;
      const titled = engine.records[title].ownRank === 1;
      const named = [...sectionTerms(record), ...slugTerms(record)];
      const held = perTerm.map(
        ({records, terms}) =>
          (titled && records.get(title)?.kind === 'exact') || named.some((term) => terms.get(term) === 'exact'),
      );
      count = weights
        ? Math.round((TITLE_STEPS * weights.reduce((sum, weight, i) => sum + (held[i] ? weight : 0), 0)) / total)
        : held.filter(Boolean).length;
      byPage.set(record.path, count);
    }
    return count;
  };
}
