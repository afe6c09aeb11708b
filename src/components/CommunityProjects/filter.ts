import {PROJECT_KINDS, type CommunityProject, type ProjectKind} from '../../data/community';
import {formatIsoMonth} from '../../lib/dates';

/** What the reader narrowed the list to; `null` is "any". */
export interface Filter {
  query: string;
  year: string | null;
  kind: ProjectKind | null;
}

/** Longer text is cut: nothing in the list needs more, and the address stays short. */
export const MAX_QUERY_LENGTH = 100;

/** Case- and accent-blind text, so "esri" finds "Esri" and "quebec" finds "Québec". */
export const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of a query, folded; a project matches when its text holds them all. */
export const queryWords = (query: string): string[] => fold(query).split(/\s+/).filter(Boolean);

export const yearOf = (project: CommunityProject): string => project.month.slice(0, 4);

// Own keys only: `in` would take `?kind=toString` for a kind.
const isKind = (value: string): value is ProjectKind => Object.prototype.hasOwnProperty.call(PROJECT_KINDS, value);

/** Everything on a project's card, so a reader finds it by whatever they saw there. */
export function searchText(project: CommunityProject): string {
  return fold(
    [
      project.title.replaceAll('`', ''),
      project.description,
      PROJECT_KINDS[project.kind],
      formatIsoMonth(project.month),
      ...project.creators.flatMap((creator) => [creator.name, creator.affiliation?.name ?? '']),
      ...(project.themes ?? []),
      ...(project.tools ?? []),
    ].join(' '),
  );
}

export function matches(project: CommunityProject, text: string, filter: Omit<Filter, 'query'>, words: string[]) {
  if (filter.year !== null && yearOf(project) !== filter.year) return false;
  if (filter.kind !== null && project.kind !== filter.kind) return false;
  return words.every((word) => text.includes(word));
}

/**
 * The filter a shared address asks for (`?q=duckdb&year=2024&kind=tutorial`). A year or
 * kind the list does not have is not applied but handed back, so the page can say so.
 */
export function readFilter(
  search: string,
  years: readonly string[],
): {filter: Filter; unknownYear: string | null; unknownKind: string | null} {
  const params = new URLSearchParams(search);
  const year = params.get('year');
  const kind = params.get('kind');
  const knownYear = year !== null && years.includes(year);
  const knownKind = kind !== null && isKind(kind);
  return {
    filter: {
      query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
      year: knownYear ? year : null,
      kind: knownKind ? kind : null,
    },
    unknownYear: year === null || knownYear ? null : year,
    unknownKind: kind === null || knownKind ? null : kind,
  };
}

/** The query string that reopens the list as filtered, or '' for the whole list. */
export function filterSearch({query, year, kind}: Filter): string {
  const params = new URLSearchParams();
  if (year !== null) params.set('year', year);
  if (kind !== null) params.set('kind', kind);
  if (query.trim() !== '') params.set('q', query.trim());
  const search = params.toString();
  return search ? `?${search}` : '';
}
