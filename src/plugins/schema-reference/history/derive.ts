import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parseTaxonomy} from '../../places-taxonomy/taxonomy';
import {compareVersions, type CategoryRename, type SchemaHistory} from '../../../data/schemaHistory';
import {diffSnapshots} from './diff';
import {snapshotOf} from './snapshot';

/**
 * Derives the schema's history (src/data/schemaHistory.ts) from a folder holding the official
 * `schema/` folder at every tag, as `<folder>/v1.0.0/schema/…`, a README whose table gives each
 * tag's date (`| v1.0.0 | 2024-07-17 |`), and the places category lists as
 * `<folder>/places-taxonomy/overture_categories-<version>.csv`. Each version is read as the
 * reference pages read it (snapshot.ts) and compared with the one before (diff.ts).
 */

/** Tag dates from the folder's README table: `| v1.0.0 | 2024-07-17 | v1.7.0 | 2025-03-19 |`. */
export function tagDates(readme: string): Map<string, string> {
  return new Map(
    [...readme.matchAll(/\|\s*(v\d+\.\d+\.\d+)\s*\|\s*(\d{4}-\d{2}-\d{2})\s*(?=\|)/g)].map((m) => [m[1], m[2]]),
  );
}

/**
 * Codes renamed between consecutive category lists. Overture edits the list in place, so the
 * lists are compared line by line: a line whose code changed is a rename (its path may have been
 * corrected too). Lists of different lengths cannot be compared that way, and stop the derivation.
 */
export function categoryRenames(lists: {version: string; csv: string}[]): CategoryRename[] {
  const renames: CategoryRename[] = [];
  for (let i = 1; i < lists.length; i++) {
    const codes = (csv: string): string[] =>
      csv
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() !== '')
        .map((line) => line.split(';')[0].trim());
    const [before, after] = [codes(lists[i - 1].csv), codes(lists[i].csv)];
    if (before.length !== after.length) {
      throw new Error(
        `category lists ${lists[i - 1].version} and ${lists[i].version} differ in length: compare them by hand`,
      );
    }
    parseTaxonomy(lists[i].csv); // the newer list must be one the site can show
    before.forEach((code, line) => {
      if (code !== after[line]) renames.push({from: code, to: after[line], version: lists[i].version});
    });
  }
  return renames;
}

/** The whole history from a folder laid out as described at the top of this file. */
export function deriveHistory(folder: string): SchemaHistory {
  const readme = path.join(folder, 'README.md');
  const dates = existsSync(readme) ? tagDates(readFileSync(readme, 'utf8')) : new Map<string, string>();
  const versions = readdirSync(folder)
    .filter((name) => /^v\d+\.\d+\.\d+$/.test(name) && existsSync(path.join(folder, name, 'schema', 'schema.yaml')))
    .sort(compareVersions);
  if (versions.length === 0) throw new Error(`${folder}: no version folders (v1.0.0/schema/schema.yaml …)`);
  const undated = versions.filter((version) => !dates.has(version));
  if (undated.length > 0) throw new Error(`${readme}: no tag date for ${undated.join(', ')}`);

  const changes: SchemaHistory['changes'][number][] = [];
  let before = snapshotOf(path.join(folder, versions[0], 'schema'));
  for (const version of versions.slice(1)) {
    const after = snapshotOf(path.join(folder, version, 'schema'));
    changes.push({version, types: diffSnapshots(before, after)});
    before = after;
  }

  const taxonomyDir = path.join(folder, 'places-taxonomy');
  const lists = existsSync(taxonomyDir)
    ? readdirSync(taxonomyDir)
        .map((name) => ({name, version: /-(v\d+\.\d+\.\d+)\.csv$/.exec(name)?.[1]}))
        .filter((entry): entry is {name: string; version: string} => entry.version !== undefined)
        .sort((a, b) => compareVersions(a.version, b.version))
        .map(({name, version}) => ({version, csv: readFileSync(path.join(taxonomyDir, name), 'utf8')}))
    : [];
  return {
    versions: versions.map((version) => ({version, date: dates.get(version)!})),
    changes,
    categoryRenames: categoryRenames(lists),
  };
}
