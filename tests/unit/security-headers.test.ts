import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import securityHeadersPlugin from '../../src/plugins/security-headers';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersFor,
  inlineScripts,
  nginxSnippet,
  parseHeadersFile,
  scriptHash,
} from '../../src/plugins/security-headers/policy';

const directive = (policy: string, name: string): string[] =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

const BASE = {scriptHashes: ['abc='], tileOrigins: ['https://tiles.example']};

describe('the Content-Security-Policy', () => {
  it('allows scripts only from the site and by hash, and no third-party origin but the tiles', () => {
    const policy = contentSecurityPolicy(BASE);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://tiles.example']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval|algolia|google/);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('adds Algolia to connect-src only when an app id is configured', () => {
    const policy = contentSecurityPolicy({...BASE, algoliaAppId: 'ABC123'});
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://ABC123-dsn.algolia.net', 'https://ABC123.algolia.net']),
    );
    expect(directive(policy, 'script-src')).not.toEqual(expect.arrayContaining([expect.stringMatching(/algolia/)]));
  });

  it('adds the analytics origins only when analytics is configured', () => {
    const policy = contentSecurityPolicy({...BASE, analytics: true});
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('refuses an Algolia app id that could smuggle in another directive', () => {
    expect(() => contentSecurityPolicy({...BASE, algoliaAppId: "x; script-src 'unsafe-inline'"})).toThrow(
      /ALGOLIA_APP_ID must be letters and digits/,
    );
  });
});

describe('inline scripts', () => {
  it('are the scripts without src whose type runs, hashed as browsers hash them', () => {
    const html = [
      '<script>a()</script>',
      '<script src="/x.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="module">b()</script>',
      '<script></script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    // The SHA-256 of "a()" in base64, as a browser's console reports it for a blocked script.
    expect(scriptHash('a()')).toBe('qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=');
  });
});

describe('the _headers file', () => {
  const text = `# comment
/*
  X-Content-Type-Options: nosniff
  Cache-Control: no-cache

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

  it('parses into rules and formats back', () => {
    const rules = parseHeadersFile(text);
    expect(rules).toEqual([
      {
        pattern: '/*',
        headers: [
          ['X-Content-Type-Options', 'nosniff'],
          ['Cache-Control', 'no-cache'],
        ],
      },
      {pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']]},
    ]);
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('gives a path the headers of every matching rule, later rules winning', () => {
    const rules = parseHeadersFile(text);
    expect(headersFor(rules, '/assets/js/a.js').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/assets/js/a.js').get('X-Content-Type-Options')).toBe('nosniff');
    expect(headersFor(rules, '/guides/').get('Cache-Control')).toBe('no-cache');
  });

  it('names the line of a header written outside any rule', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(/line 1/);
  });

  it('becomes nginx add_header lines, repeated in each location since nginx does not inherit them', () => {
    const snippet = nginxSnippet(parseHeadersFile(text));
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;');
    const assets = snippet.slice(snippet.indexOf('location ^~ /assets/ {'));
    expect(assets).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(assets).not.toContain('no-cache');
  });
});

describe('the security-headers plugin after a build', () => {
  it('hashes the inline scripts of every page into the policy it adds to _headers, and writes the nginx twin', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'headers-build-'));
    try {
      mkdirSync(path.join(outDir, 'guides'));
      writeFileSync(path.join(outDir, 'index.html'), '<html><head><script>a()</script></head></html>');
      writeFileSync(
        path.join(outDir, 'guides/index.html'),
        '<script data-rh=true>b()</script><script src="/x.js"></script>',
      );
      writeFileSync(path.join(outDir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
      const plugin = securityHeadersPlugin({} as LoadContext, {
        tileOrigins: ['https://tiles.example'],
        analytics: true,
      });
      await plugin.postBuild!({outDir} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);

      const policy = headersFor(parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8')), '/').get(
        'Content-Security-Policy',
      )!;
      expect(directive(policy, 'script-src')).toEqual([
        "'self'",
        ...[scriptHash('a()'), scriptHash('b()')].sort().map((hash) => `'sha256-${hash}'`),
        'https://www.googletagmanager.com',
      ]);
      const nginx = readFileSync(path.join(outDir, 'nginx-security-headers.conf'), 'utf8');
      expect(nginx).toContain('add_header X-Content-Type-Options "nosniff" always;');

      // The Markdown twin of each page and the llms files are served as text, in both files.
      const rules = parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8'));
      expect(headersFor(rules, '/guides.md').get('Content-Type')).toBe('text/markdown; charset=utf-8');
      expect(headersFor(rules, '/index.md').get('Content-Type')).toBe('text/markdown; charset=utf-8');
      expect(headersFor(rules, '/llms-full.txt').get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(headersFor(rules, '/guides/').get('Content-Type')).toBeUndefined();
      expect(nginx).toMatch(
        /location ~ \\\.md\$ \{\n {4}types \{ \}\n {4}default_type "text\/markdown; charset=utf-8";/,
      );
      expect(nginx).not.toMatch(/add_header Content-Type/);
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });

  it('refuses options without tile origins, and a _headers file without a "/*" rule', async () => {
    expect(() => securityHeadersPlugin({} as LoadContext, {})).toThrow(/needs \{tileOrigins/);
    const outDir = mkdtempSync(path.join(tmpdir(), 'headers-build-'));
    try {
      writeFileSync(path.join(outDir, '_headers'), '/assets/*\n  Cache-Control: no-cache\n');
      const plugin = securityHeadersPlugin({} as LoadContext, {tileOrigins: []});
      await expect(plugin.postBuild!({outDir} as Parameters<NonNullable<typeof plugin.postBuild>>[0])).rejects.toThrow(
        /needs a "\/\*" rule/,
      );
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});
