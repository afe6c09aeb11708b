/**
 * Every Overture data release, newest first. Facts only: the date it shipped, its
 * id, and the schema version its data follows.
 */
export type Stage = 'alpha' | 'beta' | 'ga';

export interface Release {
  /** The release id used in data paths, e.g. `2025-10-22.0`. */
  id: string;
  /** The day it was published (ISO date); a patch can ship days after its id's date. */
  date: string;
  /** Schema version tag the data follows. */
  schema: string;
  /** The blog post with its release notes (a patch shares its release's post). */
  notes: string;
}

export interface UpcomingRelease {
  id: string;
  date: string | null;
  schema: string;
}

export const RELEASES: readonly Release[] = [
  {id: '2025-10-22.0', date: '2025-10-22', schema: 'v1.13.0', notes: '/blog/2025/10/22/release-notes/'},
  {id: '2025-09-24.0', date: '2025-09-24', schema: 'v1.12.0', notes: '/blog/2025/09/24/release-notes/'},
  {id: '2025-08-20.1', date: '2025-08-26', schema: 'v1.11.0', notes: '/blog/2025/08/20/release-notes/'},
  {id: '2025-08-20.0', date: '2025-08-20', schema: 'v1.11.0', notes: '/blog/2025/08/20/release-notes/'},
  {id: '2025-07-23.0', date: '2025-07-23', schema: 'v1.11.0', notes: '/blog/2025/07/23/release-notes/'},
  {id: '2025-06-25.0', date: '2025-06-25', schema: 'v1.10.0', notes: '/blog/2025/06/25/release-notes/'},
  {id: '2025-05-21.0', date: '2025-05-21', schema: 'v1.9.0', notes: '/blog/2025/05/21/release-notes/'},
  {id: '2025-04-23.0', date: '2025-04-23', schema: 'v1.8.0', notes: '/blog/2025/04/23/release-notes/'},
  {id: '2025-03-19.1', date: '2025-03-20', schema: 'v1.7.0', notes: '/blog/2025/03/19/release-notes/'},
  {id: '2025-03-19.0', date: '2025-03-19', schema: 'v1.7.0', notes: '/blog/2025/03/19/release-notes/'},
  {id: '2025-02-19.0', date: '2025-02-19', schema: 'v1.6.0', notes: '/blog/2025/02/19/release-notes/'},
  {id: '2025-01-22.0', date: '2025-01-22', schema: 'v1.5.0', notes: '/blog/2025/01/22/release-notes/'},
  {id: '2024-12-18.0', date: '2024-12-18', schema: 'v1.4.0', notes: '/blog/2024-12-18.0/'},
  {id: '2024-11-13.0', date: '2024-11-13', schema: 'v1.3.0', notes: '/blog/2024-11-13.0/'},
  {id: '2024-10-23.0', date: '2024-10-23', schema: 'v1.2.0', notes: '/blog/2024-10-23.0/'},
  {id: '2024-09-18.0', date: '2024-09-18', schema: 'v1.1.0', notes: '/blog/2024-09-18.0/'},
  {id: '2024-08-20.0', date: '2024-08-20', schema: 'v1.1.0', notes: '/blog/2024-08-20.0/'},
  {id: '2024-07-22.0', date: '2024-07-22', schema: 'v1.0.0', notes: '/blog/2024-07-22.0/'},
  {id: '2024-06-13-beta.1', date: '2024-06-24', schema: 'v0.12.0-beta', notes: '/blog/2024-06-13-beta.0/'},
  {id: '2024-06-13-beta.0', date: '2024-06-13', schema: 'v0.12.0-beta', notes: '/blog/2024-06-13-beta.0/'},
  {id: '2024-05-16-beta.0', date: '2024-05-16', schema: 'v0.11.0-beta', notes: '/blog/2024-05-16-beta.0/'},
  {id: '2024-04-16-beta.0', date: '2024-04-16', schema: 'v0.10.0-beta', notes: '/blog/2024-04-16-beta.0/'},
  {id: '2024-03-12-alpha.0', date: '2024-03-12', schema: 'v0.9.0', notes: '/blog/2024-03-12-alpha.0/'},
  {id: '2024-02-15-alpha.0', date: '2024-02-15', schema: 'v0.8.0', notes: '/blog/2024-02-15-alpha.0/'},
  {id: '2024-01-17-alpha.0', date: '2024-01-17', schema: 'v0.7.0', notes: '/blog/2024-01-17-alpha.0/'},
  {id: '2023-12-14-alpha.0', date: '2023-12-14', schema: 'v0.7.0', notes: '/blog/2023-12-14-alpha.0/'},
  {id: '2023-11-14-alpha.0', date: '2023-11-14', schema: 'v0.6.0', notes: '/blog/2023-11-14-alpha.0/'},
  {id: '2023-10-19-alpha.0', date: '2023-10-19', schema: 'v0.5.0', notes: '/blog/2023-10-19-alpha.0/'},
  {id: '2023-07-26-alpha.0', date: '2023-07-26', schema: 'v0.4.0', notes: '/blog/2023-07-26-alpha.0/'},
];

/** Announced, not yet published (as of the current release). */
export const UPCOMING: readonly UpcomingRelease[] = [{id: '2025-11-19.0', date: '2025-11-19', schema: 'v1.14.0'}];

export function stageOf(id: string): Stage {
  if (id.includes('-alpha.')) return 'alpha';
  if (id.includes('-beta.')) return 'beta';
  return 'ga';
}

/** Patch releases end in `.1`, `.2`…; they replace the release of the same date. */
export function isPatch(id: string): boolean {
  return !/\.0$/.test(id);
}

/** The first release whose data follows `schema` (the oldest release with that version), if one has. */
export function firstReleaseOfSchema(schema: string): Release | undefined {
  return RELEASES.findLast((release) => release.schema === schema);
}
