import {describe, expect, it} from 'vitest';
import {
  OVERTURE_RELEASE,
  RELEASE_TOKENS,
  SCHEMA_VERSION,
  athenaTable,
  fillReleaseTokens,
  tilesRelease,
} from '../../src/data/release';

describe('release forms', () => {
  it('names Athena tables with v and underscores', () => {
    expect(athenaTable('2025-10-22.0')).toBe('v2025_10_22_0');
    expect(athenaTable('2024-06-13-beta.1')).toBe('v2024_06_13_beta_1');
  });

  it('drops the patch counter for tile directories', () => {
    expect(tilesRelease('2025-10-22.0')).toBe('2025-10-22');
    expect(tilesRelease('2025-08-20.1')).toBe('2025-08-20');
  });

  it('keeps the current release in the form the paths need', () => {
    expect(OVERTURE_RELEASE).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
    expect(SCHEMA_VERSION).toMatch(/^v\d+\.\d+\.\d+$/);
  });
});

describe('fillReleaseTokens', () => {
  it('replaces every known token, wherever it appears', () => {
    const text =
      's3://overturemaps-us-west-2/release/@@release@@/ and overture.release.@@athena_release@@ (@@schema_version@@)';
    expect(fillReleaseTokens(text)).toBe(
      `s3://overturemaps-us-west-2/release/${OVERTURE_RELEASE}/ and overture.release.${athenaTable(OVERTURE_RELEASE)} (${SCHEMA_VERSION})`,
    );
  });

  it('leaves text without tokens unchanged', () => {
    expect(fillReleaseTokens('SELECT 1; -- @ sign and @@ alone')).toBe('SELECT 1; -- @ sign and @@ alone');
  });

  it('refuses an unknown token, naming it, the place and the known ones', () => {
    expect(() => fillReleaseTokens('read @@relase@@ now', 'docs/x.mdx')).toThrow(
      /Unknown placeholder @@relase@@ in docs\/x\.mdx\. Known placeholders: .*@@release@@/,
    );
  });

  it('offers a value for every token it knows', () => {
    for (const [token, value] of Object.entries(RELEASE_TOKENS)) {
      expect(value, token).not.toBe('');
      expect(fillReleaseTokens(`@@${token}@@`)).toBe(value);
    }
  });
});
