import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  COMMUNITY_PROJECTS,
  FIRST_RELEASE_MONTH,
  PROJECTS_NEWEST_FIRST,
  PROJECT_KINDS,
  type CommunityProject,
  type Credit,
} from '../../src/data/community';
import {THEMES} from '../../src/data/licences';
import {formatIsoMonth} from '../../src/lib/dates';
import {RELEASES} from '../../src/data/releases';
import {PUBLISHED_ROUTES} from '../routes';

/**
 * The community page's list, as the product spec has it: 40 projects with their creators
 * and the data release month each used. Where the spec's table is on this machine (the
 * facts pack, or COMMUNITY_FACTS_CSV), every row of it must be in the data as it stands.
 */
const FACTS_CSV = process.env.COMMUNITY_FACTS_CSV ?? '/work/shared/facts/community-projects.csv';
const LATEST_MONTH = RELEASES[0].date.slice(0, 7);
const published = new Set<string>(PUBLISHED_ROUTES);

function httpsProblem(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return `${link} is not a URL`;
  }
  if (url.protocol !== 'https:') return `${link} is not https`;
  if (/\s/.test(link)) return `${link} has white space`;
  return null;
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const credits = (project: CommunityProject): Credit[] =>
  project.creators.flatMap((creator) => (creator.affiliation ? [creator, creator.affiliation] : [creator]));

describe('every community project', () => {
  it.each(COMMUNITY_PROJECTS.map((project) => [project.title, project]))(
    '%s is complete, dated and linked',
    (_title, project) => {
      expect(project.title.trim()).toBe(project.title);
      expect(project.title).not.toBe('');
      expect(httpsProblem(project.url)).toBeNull();

      expect(project.creators.length).toBeGreaterThan(0);
      for (const credit of credits(project)) {
        expect(credit.name.trim()).toBe(credit.name);
        expect(credit.name).not.toBe('');
        if (credit.url !== undefined) expect(httpsProblem(credit.url)).toBeNull();
      }

      expect(project.month).toMatch(/^\d{4}-(?:0[1-9]|1[0-2])$/);
      expect(project.month >= FIRST_RELEASE_MONTH, `${project.month} is before Overture's first release`).toBe(true);
      expect(project.month <= LATEST_MONTH, `${project.month} is after the current release`).toBe(true);

      expect(Object.keys(PROJECT_KINDS)).toContain(project.kind);
      expect(THEMES).toEqual(expect.arrayContaining([...(project.themes ?? [])]));
      expect(new Set(project.themes).size).toBe(project.themes?.length ?? 0);
      expect(new Set(project.tools).size).toBe(project.tools?.length ?? 0);
      for (const tool of project.tools ?? []) expect(tool.trim()).toBe(tool);

      if (project.guide !== undefined) {
        expect(published.has(project.guide.href), `${project.guide.href} is a page of this site`).toBe(true);
        expect(project.guide.label.trim()).not.toBe('');
      }
    },
  );

  it.each(COMMUNITY_PROJECTS.map((project) => [project.title, project]))(
    '%s is described in sentences of its own, not by its title alone',
    (_title, project) => {
      const {description} = project;
      expect(description.trim()).toBe(description);
      expect(description).toMatch(/^[A-Z@]/);
      expect(description).toMatch(/\.$/);
      expect(description).not.toMatch(/\.\./);
      // What the description says beyond the words of the title: a reader learns what kind of thing it is and more.
      const titleWords = new Set(words(project.title));
      expect(words(description).filter((word) => !titleWords.has(word)).length).toBeGreaterThanOrEqual(8);
    },
  );

  it('are each listed once', () => {
    for (const key of ['title', 'url'] as const) {
      const values = COMMUNITY_PROJECTS.map((project) => project[key].toLowerCase());
      expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
    }
  });

  it('fill every kind the filter offers, so no kind shows an empty list', () => {
    const used = new Set(COMMUNITY_PROJECTS.map((project) => project.kind));
    expect(Object.keys(PROJECT_KINDS).filter((kind) => !used.has(kind as keyof typeof PROJECT_KINDS))).toEqual([]);
  });

  it('are shown newest first, in the order they were added within a month', () => {
    const months = PROJECTS_NEWEST_FIRST.map((project) => project.month);
    expect(months).toEqual([...months].sort().reverse());
    for (const month of new Set(months)) {
      const added = COMMUNITY_PROJECTS.filter((project) => project.month === month);
      expect(PROJECTS_NEWEST_FIRST.filter((project) => project.month === month)).toEqual(added);
    }
  });
});

/** Rows of a CSV file with a header (RFC 4180: quoted fields may hold commas and doubled quotes). */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows.filter((cells) => cells.some((cell) => cell !== ''));
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

/**
 * The spec writes creators as one line ("Feng Jiang, Microsoft; Jia Yu and William Lyon,
 * Wherobots"); the data splits it into people and the organisation each is with. They
 * match when the line holds every name, in order, and nothing else but separators.
 */
function creatorsProblem(project: CommunityProject, line: string, urls: string): string | null {
  const names = credits(project).map((credit) => credit.name);
  const missing = names.filter((name) => !line.includes(name));
  if (missing.length > 0) return `${line} does not name ${missing.join(', ')}`;
  let position = -1;
  for (const {name} of project.creators) {
    const at = line.indexOf(name, position + 1);
    if (at < position) return `${name} is out of order in ${line}`;
    position = at;
  }
  const rest = [...names]
    .sort((a, b) => b.length - a.length)
    .reduce((left, name) => left.split(name).join(' '), line)
    .replace(/\band\b/g, ' ');
  if (!/^[\s,;&()]*$/.test(rest)) return `${line} holds more than the data: ${rest.trim()}`;
  const linked = credits(project).flatMap((credit) => (credit.url ? [credit.url] : []));
  const expected = urls.split(/\s+/).filter(Boolean);
  if ([...linked].sort().join(' ') !== [...expected].sort().join(' ')) {
    return `links ${linked.join(' ') || 'none'}, the spec ${expected.join(' ') || 'none'}`;
  }
  return null;
}

describe.skipIf(!existsSync(FACTS_CSV))(`the projects of the spec (${FACTS_CSV})`, () => {
  const rows = existsSync(FACTS_CSV) ? parseCsv(readFileSync(FACTS_CSV, 'utf8')) : [];

  it('are all in the data', () => {
    expect(rows.length).toBe(40);
    const urls = new Set(COMMUNITY_PROJECTS.map((project) => project.url));
    expect(rows.filter((row) => !urls.has(row.url)).map((row) => row.title)).toEqual([]);
  });

  it.each(rows.map((row) => [row.title, row]))('%s has the title, link, creators and month of the spec', (_, row) => {
    const project = COMMUNITY_PROJECTS.find((each) => each.url === row.url);
    expect(project, row.url).toBeDefined();
    expect(project!.title).toBe(row.title);
    expect(formatIsoMonth(project!.month)).toBe(row.data_release_month);
    expect(creatorsProblem(project!, row.creators, row.creator_urls)).toBeNull();
  });

  it('are shown in the order of the spec, newest first', () => {
    const fromSpec = new Set(rows.map((row) => row.url));
    expect(PROJECTS_NEWEST_FIRST.filter((project) => fromSpec.has(project.url)).map((project) => project.url)).toEqual(
      rows.map((row) => row.url),
    );
  });
});
