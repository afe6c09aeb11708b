import {describe, expect, it} from 'vitest';
import Prism from '../../src/plugins/code-highlighting/prism';
import '../../src/plugins/code-highlighting/sql';
import {normalizeTokens} from '../../src/plugins/code-highlighting/tokens';

function typesOf(sql: string): Map<string, string[]> {
  const tokens = normalizeTokens(Prism.tokenize(sql, Prism.languages.sql)).flat();
  return new Map(tokens.map((token) => [token.content, token.types]));
}

describe('SQL highlighting', () => {
  it('colours a name after a dot as a field, even where it is also a keyword', () => {
    const types = typesOf('SELECT names.primary, p.geometry, b.height FROM buildings AS b');
    for (const name of ['primary', 'geometry', 'height']) expect(types.get(name), name).toEqual(['field']);
    expect(types.get('SELECT')).toEqual(['keyword']);
    expect(types.get('FROM')).toEqual(['keyword']);
  });

  it('leaves dots inside strings and numbers alone', () => {
    const types = typesOf("SELECT 1.5 FROM read_parquet('s3://bucket/release/2025-10-22.0/*.parquet')");
    expect(types.get('1.5')).toEqual(['number']);
    expect([...types.values()].flat()).not.toContain('field');
  });
});
