import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';

/** The shapes `sidebars.ts` writes the docs sidebar in: doc ids and categories. */
type SidebarItem = string | {label: string; link?: {id: string}; items: SidebarItem[]};

const DOCS_SIDEBAR = sidebars.docs as SidebarItem[];

function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string' ? [item] : [...(item.link ? [item.link.id] : []), ...docIds(item.items)],
  );
}

function labels(items: SidebarItem[]): string[] {
  return items.flatMap((item) => (typeof item === 'string' ? [] : [item.label, ...labels(item.items)]));
}

/** Docs pages reachable by URL but deliberately in no sidebar. */
const OUTSIDE_SIDEBARS = ['getting-data/sedona', 'playground/test-sql-inclusion'];

describe('the docs sidebar', () => {
  const ids = docIds(DOCS_SIDEBAR);

  it('names every doc once', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses unique category labels', () => {
    expect(new Set(labels(DOCS_SIDEBAR)).size).toBe(labels(DOCS_SIDEBAR).length);
  });

  it('opens with the introduction and ends with attribution and the release calendar', () => {
    expect(DOCS_SIDEBAR[0]).toBe('introduction');
    expect(DOCS_SIDEBAR.slice(-2)).toEqual(['attribution', 'release-calendar']);
  });

  it('holds every docs page outside the schema section, so none is orphaned', () => {
    const docsDir = path.resolve('docs');
    const written = readdirSync(docsDir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) =>
        path
          .relative(docsDir, path.join(entry.parentPath, entry.name))
          .replace(/\.mdx?$/, '')
          .split(path.sep)
          .join('/'),
      )
      .filter((id) => !id.startsWith('schema/') && !OUTSIDE_SIDEBARS.includes(id));
    expect(written.length).toBeGreaterThan(0);
    for (const id of written) expect(ids, `docs/${id} is in no sidebar`).toContain(id);
  });
});
