import {readFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {test, expect} from './fixtures';
import {PUBLISHED_ROUTES} from '../routes';
import {createSiteHandler} from '../../server/siteHandler';
import {TAXONOMY_FILE} from '../../src/plugins/places-taxonomy';
import {parseTaxonomy} from '../../src/plugins/places-taxonomy/taxonomy';
import {twinPathOf} from '../../src/plugins/markdown-twins/twinPaths';

/**
 * The twins of the build read as well as their pages: the schema reference's fields with their parts apart
 * and one allowed value a line, no interface text, the places taxonomy compact, and a favicon for the
 * browser that shows them.
 */

const BUILD = path.resolve('build');
const twinOf = (route: string): string => readFileSync(path.join(BUILD, twinPathOf(route)), 'utf8');

/** A twin's text outside its code (blocks and spans), where escapes would show. */
const prose = (markdown: string): string =>
  markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]+`/g, '');

/** The item of a field in a reference twin: its line and what is indented under it. */
function fieldItem(twin: string, field: string): string {
  const start = twin.indexOf(`\n- [\`${field}\`](`);
  expect(start, field).toBeGreaterThan(-1);
  const end = twin.indexOf('\n- ', start + 1);
  return twin.slice(start + 1, end === -1 ? undefined : end);
}

test.describe('schema reference twins', () => {
  test("land's class: its constraints on its own line, its description apart, one value a line", () => {
    const item = fieldItem(twinOf('/schema/reference/base/land/'), 'class');
    const [head, , description] = item.split('\n');
    expect(head).toMatch(/^- \[`class`\]\(https:\/\/\S+\/schema\/reference\/base\/land\/#class\): Required · string/);
    expect(description).toMatch(/^ {2}Specific kind of land feature/);
    const values = item.split('\n').filter((line) => /^ {2}- `[a-z_]+`/.test(line));
    expect(values).toHaveLength(42);
    expect(item).toContain('  42 values:\n');
    expect(values).toContain('  - `archipelago`: Group or chain of islands treated as one named feature.');
  });

  test("place's fields: requirement and type apart from the description, with no table left", () => {
    const twin = twinOf('/schema/reference/places/place/');
    expect(fieldItem(twin, 'id')).toMatch(
      /^- \[`id`\]\(\S+\): Optional · string · not empty · no leading or trailing spaces\n\n {2}The feature's unique identifier/,
    );
    expect(twin).not.toMatch(/^\| `?id`? .*Optional/m);
  });

  test('no twin escapes a full stop or the & of an address', () => {
    for (const route of PUBLISHED_ROUTES) {
      const twin = twinOf(route);
      expect(prose(twin), route).not.toMatch(/\\\./);
      expect(twin, route).not.toMatch(/\]\([^)\s]*\\&|https?:\/\/\S*\\&/);
    }
  });
});

test('no twin carries interface text: controls, what they say, notes for browsers without JavaScript', () => {
  const interfaceText = [
    /Filter categories/,
    /e\.g\. pizza or health/,
    /needs JavaScript/,
    /Filter on \S+ and the \d+ below/,
    /opens to show them/,
    /\bRead more\b/,
    /Type a name, a tool, a theme or a place/,
  ];
  for (const route of PUBLISHED_ROUTES) {
    const twin = twinOf(route);
    for (const text of interfaceText) expect(twin, `${route}: ${text}`).not.toMatch(text);
  }
});

test('the places concept twin lists the taxonomy compactly: one line a category, renames noted', () => {
  const twin = twinOf('/schema/concepts/by-theme/places/');
  const taxonomy = parseTaxonomy(readFileSync(TAXONOMY_FILE, 'utf8'));
  // Written whole the tree made the twin 315 KB, a quarter of llms-full.txt. One line a category is
  // about 55 KB for its 2,117 categories, the rest of the page about 12 KB: 100 KB leaves room to grow.
  expect(Buffer.byteLength(twin)).toBeLessThan(100 * 1024);
  const lines = twin.split('\n');
  const codeLines = new Set(lines.flatMap((line) => /^\s*- `([a-z0-9_]+)`/.exec(line)?.[1] ?? []));
  const codes = [...taxonomy.byCode.values()].filter(({group}) => !group).map(({code}) => code);
  expect(codes.filter((code) => !codeLines.has(code))).toEqual([]);
  expect(lines).toContain('    - `poke_restaurant` was `poke` until v1.9.0');
  expect(lines).toContain('  - `restaurant`');
  expect(lines.filter((line) => /^\s*- /.test(line)).length).toBeGreaterThanOrEqual(taxonomy.byCode.size);
});

test.describe('favicon.ico', () => {
  test('is served, as the file the repository holds', async ({request}) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
    expect((await response.body()).equals(readFileSync('static/favicon.ico'))).toBe(true);
  });

  // Routing requests (as the test fixtures do) stops Chromium asking for the favicon at all: this test uses
  // a context of its own, and a server of its own that reports what it answered.
  test('answers the request a browser makes for it when it shows a twin, and the console stays clean', async ({
    browser,
  }) => {
    const handle = createSiteHandler({dir: BUILD});
    const answered: {url: string; status: number}[] = [];
    const server = http.createServer((req, res) => {
      res.on('finish', () => answered.push({url: req.url ?? '', status: res.statusCode}));
      handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      const {port} = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/getting-data/duckdb.md`);
      await expect.poll(() => answered.find(({url}) => url === '/favicon.ico')?.status).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
