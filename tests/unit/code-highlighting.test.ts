import {readFileSync} from 'node:fs';
import Prism from 'prismjs';
import 'prismjs/components/prism-sql.js';
import {describe, expect, it} from 'vitest';
import {
  UNCOLOURED_TOKEN_TYPES,
  isUncoloured,
  mergeUncoloured,
  normalizeTokens,
} from '../../src/plugins/code-highlighting/tokens';
import {SUPPORTED_GRAMMARS, grammarName} from '../../src/plugins/code-highlighting/grammars';
import config from '../../docusaurus.config';

describe('normalizeTokens', () => {
  it('splits Prism tokens into lines, nested types outermost first', () => {
    const lines = normalizeTokens(Prism.tokenize("SELECT 'a'\n\nFROM t", Prism.languages.sql));
    expect(lines).toHaveLength(3);
    expect(lines[0][0]).toEqual({types: ['keyword'], content: 'SELECT'});
    expect(lines[0].map((token) => token.content).join('')).toBe("SELECT 'a'");
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
    expect(lines[2].map((token) => token.content).join('')).toBe('FROM t');
  });

  it('marks untyped text as plain and keeps token aliases', () => {
    const lines = normalizeTokens(['text', new Prism.Token('string', 'x', 'attr-value')]);
    expect(lines).toEqual([
      [
        {types: ['plain'], content: 'text'},
        {types: ['string', 'attr-value'], content: 'x'},
      ],
    ]);
  });
});

describe('uncoloured tokens', () => {
  const codeCss = readFileSync(new URL('../../src/css/code.css', import.meta.url), 'utf8');

  it('are selected by no rule of the code colours, which select the other types', () => {
    for (const type of UNCOLOURED_TOKEN_TYPES) expect(codeCss, type).not.toMatch(new RegExp(`\\.${type}\\b`));
    for (const type of ['keyword', 'string', 'number', 'comment']) expect(codeCss).toMatch(new RegExp(`\\.${type}\\b`));
  });

  it('are the tokens whose every type is uncoloured', () => {
    expect(isUncoloured({types: ['plain'], content: ' '})).toBe(true);
    expect(isUncoloured({types: ['punctuation'], content: '('})).toBe(true);
    expect(isUncoloured({types: ['string', 'punctuation'], content: "'"})).toBe(false);
    expect(isUncoloured({types: ['keyword'], content: 'SELECT'})).toBe(false);
  });

  it('are joined where they meet, and only there', () => {
    const [line] = normalizeTokens(Prism.tokenize('SELECT count(*), id FROM t', Prism.languages.sql));
    const merged = mergeUncoloured(line);
    expect(merged.map((token) => token.content).join('')).toBe('SELECT count(*), id FROM t');
    expect(merged.length).toBeLessThan(line.length);
    merged.forEach((token, i) => {
      if (i > 0 && isUncoloured(token)) expect(isUncoloured(merged[i - 1]), token.content).toBe(false);
    });
    expect(mergeUncoloured([{types: ['plain'], content: '\n', empty: true}])).toEqual([
      {types: ['plain'], content: '\n', empty: true},
    ]);
  });
});

describe('grammars', () => {
  it('resolve aliases and fall back to plain text', () => {
    expect(grammarName('sh')).toBe('bash');
    expect(grammarName('py')).toBe('python');
    expect(grammarName('text')).toBeNull();
    expect(grammarName(undefined)).toBeNull();
  });

  it('cover every extra language the site config asks for', () => {
    const {additionalLanguages} = (config.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
    expect(additionalLanguages).toEqual(['bash', 'diff', 'json', 'sql', 'python']);
    for (const language of additionalLanguages) expect(SUPPORTED_GRAMMARS).toContain(language);
  });
});
