import {describe, expect, it} from 'vitest';
import {RELEASES, UPCOMING, isPatch, stageOf} from '../../src/data/releases';
import {readFileSync} from 'node:fs';
import {OVERTURE_RELEASE, SCHEMA_VERSION} from '../../src/data/release';
import {BLOG_POSTS} from '../blog-manifest';

const RELEASE_ID = /^(\d{4}-\d{2}-\d{2})(?:-(alpha|beta))?\.(\d+)$/;
const days = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('the release history', () => {
  it.each(RELEASES.map((release) => [release.id, release]))('%s is well formed', (_id, release) => {
    const match = RELEASE_ID.exec(release.id);
    expect(match, 'release id format').not.toBeNull();
    expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A release ships on its id's date; a patch up to a few days later.
    const lag = days(match![1], release.date);
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThanOrEqual(isPatch(release.id) ? 14 : 0);
    expect(release.schema).toMatch(/^v\d+\.\d+\.\d+(-beta)?$/);
  });

  it.each(RELEASES.map((release) => [release.id, release]))('%s links notes that are about it', (_id, release) => {
    const post = BLOG_POSTS.find((entry) => entry.route === release.notes);
    expect(post, `a post at ${release.notes}`).toBeDefined();
    expect(readFileSync(post!.source, 'utf8')).toContain(release.id);
  });

  it('has unique ids, newest first', () => {
    const ids = RELEASES.map((release) => release.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = RELEASES.map((release) => release.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('starts with the current release and its schema version', () => {
    expect(RELEASES[0]).toMatchObject({id: OVERTURE_RELEASE, schema: SCHEMA_VERSION});
  });

  it('never goes back to an older schema version', () => {
    const version = (tag: string): number[] => tag.slice(1).split(/[.-]/).slice(0, 3).map(Number);
    const ascending = [...RELEASES].reverse().map((release) => version(release.schema));
    for (let i = 1; i < ascending.length; i++) {
      const [a, b] = [ascending[i - 1], ascending[i]];
      const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
      expect(cmp, `${RELEASES[RELEASES.length - 1 - i].id}`).toBeLessThanOrEqual(0);
    }
  });

  it('classifies stages by id', () => {
    expect(stageOf('2023-07-26-alpha.0')).toBe('alpha');
    expect(stageOf('2024-06-13-beta.1')).toBe('beta');
    expect(stageOf(OVERTURE_RELEASE)).toBe('ga');
    expect(isPatch('2025-03-19.1')).toBe(true);
    expect(isPatch('2025-03-19.0')).toBe(false);
  });
});

describe('upcoming releases', () => {
  it('come after the current release', () => {
    for (const release of UPCOMING) {
      expect(release.id).toMatch(RELEASE_ID);
      expect(release.id > OVERTURE_RELEASE).toBe(true);
      if (release.date) expect(release.date > RELEASES[0].date).toBe(true);
    }
  });
});
