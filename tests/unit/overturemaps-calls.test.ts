import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OVERTURE_RELEASE as CURRENT_RELEASE_ID, fillReleaseTokens} from '../../src/data/release';
import {RELEASES} from '../../src/data/releases';
import {OVERTUREMAPS_VERSIONS, cliReads, packageOn, type PackageVersion} from '../../src/data/overturemapsPy';
import {CONTENT_PAGES, lineOf} from '../support/content';

/**
 * Every `overturemaps download` command and every call of the `overturemaps` package the site shows,
 * held to what the package accepted in the version that was current on the day of the release the
 * site documents (src/data/overturemapsPy.ts). That record is held, in turn, to the package's own
 * source at the recorded commit, where a checkout of OvertureMaps/overturemaps-py is at hand.
 */

const CURRENT = packageOn(RELEASES[0].date);

/** A shell command's words, quotes removed; `$`-words kept as written. */
function words(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** What is wrong with one `overturemaps download …` command, for `version`; empty when nothing is. */
export function commandProblems(command: string, version: PackageVersion): string[] {
  const [, , ...rest] = words(command);
  const problems: string[] = [];
  const given = new Set<string>();
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i];
    if (!word.startsWith('-')) {
      problems.push(`${word}: not an option`);
      continue;
    }
    const [name, inline] = word.includes('=')
      ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]
      : [word, undefined];
    const option = version.cliOptions.find(({names}) => names.includes(name));
    if (!option) {
      problems.push(`${name}: no such option in ${version.version}`);
      continue;
    }
    option.names.forEach((alias) => given.add(alias));
    if (option.takes === 'flag') continue;
    const value = inline ?? rest[++i];
    if (value === undefined) problems.push(`${name}: needs a value`);
    else if (Array.isArray(option.takes) && !value.includes('$') && !option.takes.includes(value)) {
      problems.push(`${name} ${value}: ${version.version} takes one of ${option.takes.join(', ')}`);
    }
  }
  if (!given.has('--help')) {
    for (const option of version.cliOptions.filter(({required}) => required)) {
      if (!option.names.some((name) => given.has(name))) problems.push(`${option.names.join('/')} is required`);
    }
  }
  return problems;
}

/** The arguments of a call, split at its top-level commas: `("a", b=(1, 2))` → `"a"`, `b=(1, 2)`. */
function argumentsOf(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    if ((char === ',' && depth === 1) || depth === 0) {
      const arg = text.slice(start, i).trim();
      if (arg !== '') args.push(arg);
      start = i + 1;
    }
    if (depth === 0) break;
  }
  return args;
}

/** What is wrong with a call `module.name(…)` at `open` (its parenthesis), for `version`. */
export function callProblems(name: string, text: string, open: number, version: PackageVersion): string[] {
  const qualified = name.startsWith('overturemaps.') ? `core.${name.slice('overturemaps.'.length)}` : name;
  if (name.startsWith('overturemaps.') && !version.exports.includes(qualified.slice('core.'.length))) {
    return [`${name}: import overturemaps gives no such name in ${version.version}`];
  }
  const parameters = version.functions[qualified];
  if (!parameters) return [`${name}: no such function in ${version.version}`];
  const args = argumentsOf(text, open);
  const keywords = args.filter((arg) => /^\w+\s*=[^=]/.test(arg)).map((arg) => arg.slice(0, arg.indexOf('=')).trim());
  const positional = args.length - keywords.length;
  const problems = keywords
    .filter((keyword) => !parameters.includes(keyword))
    .map((keyword) => `${name}(${keyword}=…): ${version.version} has no such parameter (TypeError)`);
  if (positional > parameters.length)
    problems.push(`${name}: ${positional} arguments, ${version.version} takes ${parameters.length}`);
  return problems;
}

/** Every command and call on the site's pages, with what is wrong with each. */
function siteProblems(version: PackageVersion): string[] {
  const found: string[] = [];
  for (const {file, text: raw} of CONTENT_PAGES) {
    const text = fillReleaseTokens(raw, file).replace(/\\\n\s*/g, ' ');
    // A command with its options; the bare name in prose (`overturemaps download` writes…) is no command.
    for (const match of text.matchAll(/overturemaps download(?= +-)[^\n|;&`]*/g)) {
      for (const problem of commandProblems(match[0], version))
        found.push(`${file}:${lineOf(text, match.index)}: ${problem}`);
    }
    for (const match of text.matchAll(/\b((?:overturemaps|core)\.\w+)\s*\(/g)) {
      const open = match.index + match[0].length - 1;
      for (const problem of callProblems(match[1], text, open, version))
        found.push(`${file}:${lineOf(text, match.index)}: ${problem}`);
    }
  }
  return found;
}

describe('the overturemaps commands and calls on the site', () => {
  it('use the package version that was current on the release day: the newest recorded by then', () => {
    expect(CURRENT.version).toBe('0.17.0');
    expect(CURRENT.published <= RELEASES[0].date).toBe(true);
  });

  it('find a wrong option, value, parameter or function (the checker itself)', () => {
    const v = OVERTUREMAPS_VERSIONS[0];
    expect(commandProblems('overturemaps download --bbox=1,2,3,4 -f geojson --type=place -r 2025-09-24.0', v)).toEqual(
      [],
    );
    expect(commandProblems(`overturemaps download -f geojson --type=place -r ${CURRENT_RELEASE_ID}`, v)).toEqual([
      `-r ${CURRENT_RELEASE_ID}: 0.17.0 takes one of 2025-08-20.0, 2025-08-20.1, 2025-09-24.0`,
    ]);
    expect(commandProblems('overturemaps download -f kml --type=place --crs 4326', v)).toEqual([
      '-f kml: 0.17.0 takes one of geojson, geojsonseq, geoparquet',
      '--crs: no such option in 0.17.0',
      '4326: not an option',
    ]);
    expect(commandProblems('overturemaps download -f geoparquet --type="$type" -o x', v)).toEqual([]);
    const call = 'core.geodataframe("place", bbox=kyoto, release="2025-10-22.0")';
    expect(callProblems('core.geodataframe', call, call.indexOf('('), v)).toEqual([
      'core.geodataframe(release=…): 0.17.0 has no such parameter (TypeError)',
    ]);
    const top = 'overturemaps.record_batch_reader("building", (1, 2, 3, 4), release=R)';
    expect(callProblems('overturemaps.record_batch_reader', top, top.indexOf('('), v)).toEqual([]);
    expect(callProblems('overturemaps.geodataframe', 'overturemaps.geodataframe("x")', 25, v)).toHaveLength(1);
  });

  it('are all accepted by that version', () => {
    expect(siteProblems(CURRENT)).toEqual([]);
  });

  it('say the command line cannot read the current release, which is true while no recorded version knows it', () => {
    // The CLI page, the getting-data gotchas and the extract builder say so; when a version that knows the
    // current release is recorded, those pages must change with it.
    expect(cliReads(CURRENT, CURRENT_RELEASE_ID)).toBe(false);
  });

  it('name no version of the package newer than the one current on the release day', () => {
    // On a page about the package, a version such as 0.18.0 (not a schema tag, v0.12.0) is one of the package's.
    const minor = Number(CURRENT.version.split('.')[1]);
    const later = CONTENT_PAGES.filter(({text}) => text.includes('overturemaps')).flatMap(({file, text: raw}) => {
      const text = fillReleaseTokens(raw, file);
      return [...text.matchAll(/(?<![v\d.])0\.(\d+)\.\d+\b/g)]
        .filter((match) => Number(match[1]) > minor)
        .map((match) => `${file}:${lineOf(text, match.index)}: ${match[0]}`);
    });
    expect(later).toEqual([]);
  });
});

/** A checkout of the package's repository beside this project's, where one has been fetched. */
const SOURCE =
  process.env.OVERTUREMAPS_PY_REPO ?? path.resolve('..', '.mirror', 'OvertureMaps+overturemaps-py', 'repo');

describe.runIf(existsSync(SOURCE))("the record of each version, against the package's source at its commit", () => {
  const show = (commit: string, file: string): string =>
    execFileSync('git', ['--git-dir', SOURCE.endsWith('.git') ? SOURCE : SOURCE, 'show', `${commit}:${file}`], {
      encoding: 'utf8',
    });

  it.each(OVERTUREMAPS_VERSIONS.map((version) => [version.version, version] as const))('%s', (_name, version) => {
    const core = show(version.source.commit, 'overturemaps/core.py');
    const cli = show(version.source.commit, 'overturemaps/cli.py');
    const project = show(version.source.commit, 'pyproject.toml');
    expect(project).toContain(`version = "${version.version}"`);
    expect(project).toMatch(new RegExp(`^python = "\\^${version.python.replace('.', '\\.')}"$`, 'm'));
    const releases = [.../ALL_RELEASES = \[([^\]]*)\]/.exec(core)![1].matchAll(/'([^']+)'|"([^"]+)"/g)].map(
      (m) => m[1] ?? m[2],
    );
    expect(releases).toEqual(version.releases);
    for (const [qualified, parameters] of Object.entries(version.functions)) {
      const def = new RegExp(`def ${qualified.split('.')[1]}\\(`).exec(core)!;
      // Parameters at the top level of the parentheses: `bbox: (float, float, float, float) = None` is one.
      const names = argumentsOf(core, def.index + def[0].length - 1).map((part) => part.split(/[:=]/)[0].trim());
      expect(names, qualified).toEqual(parameters);
    }
    const options = [...cli.matchAll(/@click\.option\(\s*((?:"[^"]+",\s*)+)/g)].map((m) =>
      [...m[1].matchAll(/"(-[^"]+)"/g)].map((name) => name[1].split('/')).flat(),
    );
    const recorded = version.cliOptions.filter(({names}) => !names.includes('--help')).map(({names}) => [...names]);
    expect(options.map((names) => names.sort())).toEqual(recorded.map((names) => names.sort()));
    const choices = [.../type=click\.Choice\(\[([^\]]*)\]\)/g.exec(cli)![1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(choices).toEqual(version.cliOptions.find(({names}) => names.includes('-f'))!.takes);
    expect(
      Object.keys(
        /type_theme_map = \{([^}]*)\}/s
          .exec(core)![1]
          .match(/"(\w+)":/g)!
          .reduce((all, key) => ({...all, [key.slice(1, -2)]: 1}), {}),
      ),
    ).toEqual([...version.types]);
  });
});
