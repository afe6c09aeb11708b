import {RELEASES} from './releases';
import {PMTILES_PATH} from './tiles';
import {TOOL_VERSION_TOKENS} from './toolVersions';
import {overturemapsTokens, packageOn} from './overturemapsPy';
import {SCHEMA_POLICY_TOKENS} from './schemaPolicy';

/**
 * The current Overture release: the newest of the release history (`releases.ts`,
 * where a new release is added). Everything that names it (config, code samples,
 * tables, tests) derives it from here.
 */
export const OVERTURE_RELEASE = RELEASES[0].id;
/** The schema version the current release follows. */
export const SCHEMA_VERSION = RELEASES[0].schema;

export {PMTILES_PATH};

/** Athena names one table per release: `v` + the release id with `-` and `.` as `_`. */
export function athenaTable(release: string): string {
  return `v${release.replace(/[-.]/g, '_')}`;
}

/** Tile directories drop the patch counter: `2025-10-22.0` is served as `2025-10-22`. */
export function tilesRelease(release: string): string {
  return release.replace(/\.\d+$/, '');
}

/** The tokens authors write in content and query files, and what each becomes (tool versions included). */
export const RELEASE_TOKENS: Readonly<Record<string, string>> = {
  release: OVERTURE_RELEASE,
  athena_release: athenaTable(OVERTURE_RELEASE),
  tiles_release: tilesRelease(OVERTURE_RELEASE),
  schema_version: SCHEMA_VERSION,
  pmtiles_path: PMTILES_PATH,
  ...TOOL_VERSION_TOKENS,
  ...overturemapsTokens(packageOn(RELEASES[0].date)),
  ...SCHEMA_POLICY_TOKENS,
};

/** A token as authors write it, `@@name@@`; the build's loader of query files (src/plugins/query-files) takes it from here. */
export const RELEASE_TOKEN_PATTERN = '@@([a-z_]+)@@';
const TOKEN = new RegExp(RELEASE_TOKEN_PATTERN, 'g');

/**
 * Replaces every `@@token@@` in `text`. An unknown token is an authoring mistake,
 * so it throws (naming the token) rather than leaving a placeholder on the page.
 */
export function fillReleaseTokens(text: string, where = 'text'): string {
  return text.replace(TOKEN, (match, name: string) => {
    const value = RELEASE_TOKENS[name];
    if (value === undefined) {
      const known = Object.keys(RELEASE_TOKENS)
        .map((t) => `@@${t}@@`)
        .join(', ');
      throw new Error(`Unknown placeholder ${match} in ${where}. Known placeholders: ${known}.`);
    }
    return value;
  });
}
