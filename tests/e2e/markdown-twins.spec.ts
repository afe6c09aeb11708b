import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {BLOG_POSTS} from '../blog-manifest';
import {PUBLISHED_ROUTES} from '../routes';
import {fillReleaseTokens, OVERTURE_RELEASE} from '../../src/data/release';
import {SOURCE_REPOSITORY} from '../../src/data/site';
import {twinPathOf} from '../../src/plugins/markdown-twins/twinPaths';
import {queryCheckLine} from '../../src/components/QueryCheck/wording';
import type {QueryEngine} from '../../src/components/Query/engines';
import {engineOf} from '../support/content';

/** The build's site address (the default: the tests build without DOCUSAURUS_URL). */
const SITE = 'https://docs.overturemaps.org';
const BUILD = path.resolve('build');
const built = (file: string): string => readFileSync(path.join(BUILD, file), 'utf8');
const twinOf = (route: string): string => built(twinPathOf(route));

/** A twin's text outside its code (blocks and spans), where MDX or JSX would show. */
const prose = (markdown: string): string =>
  markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]+`/g, '');

test('every published page has a Markdown twin that opens with its title', () => {
  const missing = PUBLISHED_ROUTES.filter((route) => !existsSync(path.join(BUILD, twinPathOf(route))));
  expect(missing).toEqual([]);
  for (const route of PUBLISHED_ROUTES) expect(twinOf(route), route).toMatch(/^# \S/);
});

test('no twin carries MDX, JSX, comments or release tokens', () => {
  for (const route of PUBLISHED_ROUTES) {
    const twin = twinOf(route);
    expect(twin, route).not.toMatch(/@@[a-z_]+@@/);
    expect(prose(twin), route).not.toMatch(/^(import|export) /m);
    expect(prose(twin), route).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]|\{\/\*|<!--/);
  }
});

test('the DuckDB page twin holds every query the page shows, as the page shows it', () => {
  const source = readFileSync('docs/getting-data/duckdb.mdx', 'utf8');
  const files = [...source.matchAll(/from '@site\/(src\/queries\/[^']+\.sql)\?raw'/g)].map((match) => match[1]);
  expect(files.length).toBeGreaterThan(10);
  const twin = twinOf('/getting-data/duckdb/');
  for (const file of files) {
    const query = fillReleaseTokens(readFileSync(file, 'utf8')).trim();
    expect(twin, file).toContain(`\n${query}\n\`\`\``);
  }
});

test('the Athena page twin says under each query, in each engine, how the tests check it', () => {
  const source = readFileSync('docs/getting-data/athena-aws.mdx', 'utf8');
  const files = [...source.matchAll(/from '@site\/(src\/queries\/[^']+\.sql)\?raw'/g)].map((match) => match[1]);
  expect(files.length).toBeGreaterThan(3);
  const twin = twinOf('/getting-data/athena-aws/');
  for (const file of files) {
    const sql = fillReleaseTokens(readFileSync(file, 'utf8')).trim();
    const line = fillReleaseTokens(queryCheckLine({engine: engineOf(file) as QueryEngine, sql})!);
    expect(twin, file).toContain(`\n${sql}\n\`\`\`\n\n*${line}*\n`);
  }
});

test('the place reference twin names every field path of its table', () => {
  const html = built('schema/reference/places/place/index.html');
  const paths = [...html.matchAll(/data-search-field=("[^"]+"|[^\s>]+)/g)].map((match) => match[1].replace(/"/g, ''));
  expect(paths.length).toBeGreaterThan(40);
  const twin = twinOf('/schema/reference/places/place/');
  for (const field of paths) expect(twin, field).toContain(`\`${field}\``);
});

test.describe('llms.txt', () => {
  const text = (): string => built('llms.txt');
  const links = (): {section: string; url: string}[] => {
    let section = '';
    return text()
      .split('\n')
      .flatMap((line) => {
        if (line.startsWith('## ')) section = line.slice(3);
        const url = /^- \[[^\]]+\]\((\S+)\)/.exec(line)?.[1];
        return url ? [{section, url}] : [];
      });
  };

  test('has the llmstxt.org shape: title, summary, then sections of linked pages', () => {
    const lines = text().trimEnd().split('\n');
    expect(lines[0]).toBe('# Overture Maps documentation');
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> .*2025-10-22\.0/);
    for (const line of lines.slice(3)) expect(line).toMatch(/^$|^## \S|^- \[[^\]]+\]\(https:\/\/\S+\.md\)(: \S.*)?$/);
    expect(links().length).toBeGreaterThan(90);
  });

  test('links only twins the build wrote, every post among them', () => {
    for (const {url} of links()) {
      expect(url.startsWith(`${SITE}/`), url).toBe(true);
      expect(existsSync(path.join(BUILD, url.slice(SITE.length))), url).toBe(true);
    }
    const urls = links().map(({url}) => url);
    for (const post of BLOG_POSTS) expect(urls).toContain(`${SITE}${twinPathOf(post.route)}`);
  });

  test('list the Sedona page, which no sidebar lists, in Getting Started, and llms-full.txt holds its twin', () => {
    const sedona = `${SITE}${twinPathOf('/getting-data/sedona/')}`;
    expect(links()).toContainEqual({section: 'Getting Started', url: sedona});
    expect(built('llms-full.txt')).toContain(`Source: ${sedona}\n\n# Sedona / Spark\n`);
  });

  test('describe the community page with its own description', () => {
    const description = /^description: (.+)$/m.exec(readFileSync('community/index.mdx', 'utf8'))?.[1];
    expect(description).toBeTruthy();
    expect(text()).toContain(`(${SITE}${twinPathOf('/community/')}): ${description}\n`);
  });

  test('llms-full.txt holds every docs and schema twin, in sidebar order', () => {
    const full = built('llms-full.txt');
    const docs = links().filter(({section}) => section !== 'Community' && section !== 'Engineering blog');
    let from = 0;
    for (const {url} of docs) {
      const at = full.indexOf(`Source: ${url}\n`, from);
      expect(at, url).toBeGreaterThan(from - 1);
      expect(full.slice(at)).toContain(built(url.slice(SITE.length)).trim());
      from = at;
    }
  });
});

test('twins and llms files are served as Markdown and plain text', async ({request}) => {
  const twin = await request.get('/getting-data/duckdb.md');
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect((await request.get('/index.md')).headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect((await request.get('/llms.txt')).headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect((await request.get('/llms-full.txt')).headers()['content-type']).toBe('text/plain; charset=utf-8');
});

test('each page names its twin in its head', async ({page, request}) => {
  for (const route of [
    '/',
    '/getting-data/duckdb/',
    '/schema/reference/places/place/',
    '/blog/2025/10/22/release-notes/',
  ]) {
    await page.goto(route);
    const href = await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href');
    expect(href).toBe(twinPathOf(route));
    expect((await request.get(href!)).status()).toBe(200);
  }
});

test.describe('page actions', () => {
  test('Copy page puts exactly the twin on the clipboard and says so', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/getting-data/duckdb/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/getting-data/duckdb.md')).text());
  });

  test('docs, schema and post pages link their twin and a prefilled problem report', async ({page}) => {
    for (const route of [
      '/getting-data/duckdb/',
      '/schema/reference/places/place/',
      '/blog/2025/10/22/release-notes/',
    ]) {
      await page.goto(route);
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', twinPathOf(route));
      const report = new URL((await page.getByRole('link', {name: 'Report a problem'}).getAttribute('href'))!);
      expect(`${report.origin}${report.pathname}`).toBe(`${SOURCE_REPOSITORY}/issues/new`);
      expect(report.searchParams.get('body')).toContain(`Page: ${SITE}${route}`);
      expect(report.searchParams.get('body')).toContain(`Release: ${OVERTURE_RELEASE}`);
    }
  });

  test('the blog list shows no page actions, only posts do', async ({page}) => {
    await page.goto('/blog/');
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });
});
