import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {BLOG_POSTS} from '../blog-manifest';
import {RELEASES, stageOf} from '../../src/data/releases';

/**
 * What the release notes say about themselves, held to the release history: which
 * notes the `releases` tag gathers, the schema version each names, and an "at a
 * glance" table that answers for every theme. Each of these was once wrong on a page.
 */
const THEMES = ['addresses', 'base', 'buildings', 'divisions', 'places', 'transportation'];

/** One notes post per release (a patch shares its release's post), oldest first. */
const NOTES = [...new Map([...RELEASES].reverse().map((release) => [release.notes, release])).values()];
const postAt = (route: string) => {
  const post = BLOG_POSTS.find((candidate) => candidate.route === route);
  if (!post) throw new Error(`no post at ${route}`);
  return {...post, text: readFileSync(post.source, 'utf8')};
};
const firstGa = NOTES.find((release) => stageOf(release.id) === 'ga')!;

/** The part of a post under its "At a glance" heading. */
function atAGlance(text: string): string {
  const match = /^## At a glance\n([\s\S]*?)(?=^## )/m.exec(text);
  return match?.[1] ?? '';
}

describe('the releases tag', () => {
  it.each(NOTES.map((release) => [release.id, release] as const))(
    'is on the notes of %s exactly when it is a general-availability release',
    (_id, release) => {
      expect(postAt(release.notes).tags.includes('releases')).toBe(stageOf(release.id) === 'ga');
    },
  );

  it('is described as gathering the notes from the first general-availability release on', () => {
    const tags = parse(readFileSync('blog/tags.yml', 'utf8')) as Record<string, {description: string}>;
    expect(tags.releases.description).toContain(firstGa.id);
    const welcome = postAt('/blog/2024/04/21/welcome/').text;
    const paragraph = welcome.split(/\n\s*\n/).find((block) => block.includes('`releases` tag')) ?? '';
    expect(paragraph, 'the welcome post on the releases tag').toContain(firstGa.id);
  });
});

describe('the general-availability release notes', () => {
  const gaNotes = NOTES.filter((release) => stageOf(release.id) === 'ga').map(
    (release) => [release.id, release] as const,
  );

  it.each(gaNotes)('of %s name the schema version of the release history at a glance', (_id, release) => {
    const glance = atAGlance(postAt(release.notes).text);
    const line = /^(?:- \*\*Schema:\*\*|\| Schema(?: version)? +\|)(.*)$/m.exec(glance);
    expect(line, 'a Schema line or row').not.toBeNull();
    expect(/v\d+\.\d+\.\d+/.exec(line![1])?.[0]).toBe(release.schema);
  });

  it.each(gaNotes)('of %s give every theme a row of their own when they have a theme table', (_id, release) => {
    const glance = atAGlance(postAt(release.notes).text);
    const rows = [...glance.matchAll(/^\| ([A-Za-z ,]+?) +\|/gm)].map((match) => match[1]);
    if (!rows.includes('Theme')) return;
    expect(rows.filter((row) => THEMES.includes(row)).sort(), 'one row per theme').toEqual(THEMES);
    // A theme the notes said nothing about says "no update"; the notes always say something.
    expect(glance).not.toMatch(/not covered|not mentioned/i);
  });
});
