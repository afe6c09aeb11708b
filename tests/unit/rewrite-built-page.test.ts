import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {rewriteBuiltPage} from '../../src/lib/rewriteBuiltPage';

describe('edits of a built page by plugins running at once', () => {
  it('keeps every edit: each reads the page as the one before it left it', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rewrite-')), 'index.html');
    writeFileSync(file, '<head></head><body></body>');
    const slow = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await Promise.all([
      rewriteBuiltPage(file, async (html) => {
        await slow(30);
        return html.replace('</head>', '<style>a{}</style></head>');
      }),
      rewriteBuiltPage(file, (html) => html.replace('</head>', '<meta name=section></head>')),
      rewriteBuiltPage(file, async (html) => {
        await slow(10);
        return html.replace('</body>', '<link rel=stylesheet href=/rest.css></body>');
      }),
    ]);
    expect(readFileSync(file, 'utf8')).toBe(
      '<head><style>a{}</style><meta name=section></head><body><link rel=stylesheet href=/rest.css></body>',
    );
  });

  it('goes on with the next edit when one fails, and tells the one that asked', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rewrite-')), 'index.html');
    writeFileSync(file, 'page');
    const failing = rewriteBuiltPage(file, () => {
      throw new Error('no </head>');
    });
    const next = rewriteBuiltPage(file, (html) => `${html}!`);
    await expect(failing).rejects.toThrow('no </head>');
    await next;
    expect(readFileSync(file, 'utf8')).toBe('page!');
  });
});
