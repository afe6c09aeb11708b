import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  BRIDGE_FILE_DATASETS,
  DATASETS_WITHOUT_BRIDGE_FILES,
  REGISTRY_FIRST_RELEASE,
  REGISTRY_TYPES,
  REGISTRY_WITHDRAWAL,
  UNTRACKED_TYPES,
} from '../../src/data/gers';
import {LICENCES, THEMES, THEME_LICENCES, type LicenceId} from '../../src/data/licences';
import {RELEASES} from '../../src/data/releases';
import {TOOL_VERSIONS} from '../../src/data/toolVersions';
import {PUBLISHED_ROUTES} from '../routes';

/** Every entry of the fact files pages render: gers.ts, licences.ts, toolVersions.ts. */

const RELEASE_IDS = new Set(RELEASES.map((release) => release.id));
// The schema's feature types: one file per type in each theme's folder, beside its defs.yaml.
const SCHEMA_TYPES = THEMES.flatMap((theme) =>
  readdirSync(`schema/${theme}`)
    .filter((file) => file.endsWith('.yaml') && file !== 'defs.yaml')
    .map((file) => file.replace(/\.yaml$/, '')),
);

describe('GERS facts', () => {
  it.each(REGISTRY_TYPES)('%s is a feature type of the schema', (type) => {
    expect(SCHEMA_TYPES).toContain(type);
  });

  it("split the schema's types into those the registry tracks and those it does not", () => {
    // Pages say what a missing registry row means for each side; a type on neither would go unexplained.
    expect([...REGISTRY_TYPES, ...UNTRACKED_TYPES].sort()).toEqual([...SCHEMA_TYPES].sort());
    expect(UNTRACKED_TYPES).toContain('building_part');
  });

  it('name releases, dates and pages that exist', () => {
    expect(RELEASE_IDS.has(REGISTRY_FIRST_RELEASE)).toBe(true);
    expect(RELEASE_IDS.has(REGISTRY_WITHDRAWAL.release)).toBe(true);
    expect(REGISTRY_WITHDRAWAL.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(REGISTRY_WITHDRAWAL.date > REGISTRY_WITHDRAWAL.release.slice(0, 10)).toBe(true);
    expect(PUBLISHED_ROUTES).toContain(REGISTRY_WITHDRAWAL.notes);
  });

  it('list each dataset once, either with bridge files or without', () => {
    const all: string[] = [...BRIDGE_FILE_DATASETS, ...DATASETS_WITHOUT_BRIDGE_FILES];
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((name) => name.trim() === name && name !== '')).toBe(true);
  });
});

describe('licences', () => {
  it.each(Object.entries(LICENCES))(
    '%s has a name, what it asks and, where it links, an https address',
    (_id, licence) => {
      expect(licence.name.trim()).not.toBe('');
      expect(licence.asks.trim()).not.toBe('');
      // A few words for a table cell, without a full stop: the table writes them into its own sentence.
      expect(licence.asks.length).toBeLessThanOrEqual(80);
      expect(licence.asks).not.toMatch(/\.$/);
      if (licence.url !== null) expect(new URL(licence.url).protocol).toBe('https:');
    },
  );

  it.each(THEMES)('%s has a licence, its main sources and each source once', (theme) => {
    const {licence, mainSources, sources} = THEME_LICENCES[theme];
    expect(licence === 'per-source' || licence in LICENCES).toBe(true);
    expect(mainSources.trim()).not.toBe('');
    const names = sources.map((source) => source.source);
    expect(new Set(names).size).toBe(names.length);
    expect(sources.every((source) => (source.licence as LicenceId) in LICENCES)).toBe(true);
    // A per-source theme either lists its sources here or keeps them in addressSources.ts.
    if (licence === 'per-source') expect(sources.length > 0 || theme === 'addresses').toBe(true);
    else expect(sources.some((source) => source.licence === licence)).toBe(true);
  });
});

describe('tool versions', () => {
  it.each(Object.entries(TOOL_VERSIONS))('%s names a tool, a version and what needs it', (_key, entry) => {
    expect(entry.tool.trim()).not.toBe('');
    expect(entry.version).toMatch(/^\d+(?:\.\d+){0,2}$/);
    expect(entry.needed.length).toBeGreaterThan(10);
  });
});
