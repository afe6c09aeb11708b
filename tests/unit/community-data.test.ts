import {describe, expect, it} from 'vitest';
import {COMMUNITY_PROJECTS, COMMUNITY_TAGS} from '../../src/data/community';
import {PUBLISHED_ROUTES} from '../routes';

const published = new Set<string>(PUBLISHED_ROUTES);

/** A link is an https address, or a page this site publishes. */
function linkProblem(link: string): string | null {
  if (link.startsWith('/')) return published.has(link) ? null : `${link} is not a published page`;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return `${link} is not a URL`;
  }
  if (url.protocol !== 'https:') return `${link} is not https`;
  if (link !== link.trim() || /\s/.test(link)) return `${link} has white space`;
  return null;
}

describe('the community catalogue', () => {
  it.each(COMMUNITY_PROJECTS.map((project) => [project.name, project]))(
    '%s is complete and links somewhere real',
    (_name, project) => {
      expect(project.name.trim()).toBe(project.name);
      expect(project.name).not.toBe('');
      expect(project.description.trim().length).toBeGreaterThan(40);
      expect(project.description).toMatch(/[.!?]$/);
      expect(linkProblem(project.url)).toBeNull();
      if (project.guide !== undefined) {
        expect(project.guide.startsWith('/'), 'a guide is a page of this site').toBe(true);
        expect(linkProblem(project.guide)).toBeNull();
      }
      expect(project.tags.length).toBeGreaterThan(0);
      expect(project.tags.filter((tag) => !(tag in COMMUNITY_TAGS))).toEqual([]);
      expect(new Set(project.tags).size).toBe(project.tags.length);
    },
  );

  it('names each project once', () => {
    const names = COMMUNITY_PROJECTS.map((project) => project.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('uses every tag it offers as a filter, so no filter shows an empty list', () => {
    const used = new Set(COMMUNITY_PROJECTS.flatMap((project) => project.tags));
    expect(Object.keys(COMMUNITY_TAGS).filter((tag) => !used.has(tag as keyof typeof COMMUNITY_TAGS))).toEqual([]);
  });
});
