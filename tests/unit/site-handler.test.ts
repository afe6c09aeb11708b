import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createSiteHandler} from '../../server/siteHandler';

const HEADERS = `/*
  Content-Security-Policy: default-src 'self'
  X-Content-Type-Options: nosniff

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/guides.md
  Content-Type: text/markdown; charset=utf-8

/llms.txt
  Content-Type: text/plain; charset=utf-8
`;

/** A script big enough that a host would compress it (over 1 KB). */
const BIG_SCRIPT = 'console.log("overture");\n'.repeat(400);

let dir: string;
let origin: string;
let server: http.Server;

function page(relative: string, body: string): void {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, body);
}

/** A raw GET: unlike fetch, it sends the path exactly as written (no `..` or `%2e` clean-up). */
interface Answer {
  status: number;
  location: string | null;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function get(url: string, base = origin, headers: http.OutgoingHttpHeaders = {}): Promise<Answer & {bytes: Buffer}> {
  return new Promise((resolve, reject) => {
    const {hostname, port} = new URL(base);
    http
      .get({hostname, port, path: url, headers}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            body: Buffer.concat(chunks).toString(),
            bytes: Buffer.concat(chunks),
            headers: response.headers,
          }),
        );
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  page('index.html', 'home');
  page('404.html', 'not found page');
  page('guides/index.html', 'guides');
  page('guides.md', '# Guides');
  page('llms.txt', '# Site');
  page('assets/js/main.js', 'console.log(1)');
  page('assets/js/big.js', BIG_SCRIPT);
  page('tiles/world.pmtiles', BIG_SCRIPT);
  page('_headers', HEADERS);
  page('nginx-security-headers.conf', 'add_header X-Test "1";');
  server = http.createServer(createSiteHandler({dir}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, {recursive: true, force: true});
});

describe('the production site handler', () => {
  it('serves pages and assets', async () => {
    expect(await get('/')).toMatchObject({status: 200, body: 'home'});
    expect(await get('/guides/')).toMatchObject({status: 200, body: 'guides'});
    expect(await get('/guides/?q=x')).toMatchObject({status: 200, body: 'guides'});
    expect(await get('/assets/js/main.js')).toMatchObject({status: 200, body: 'console.log(1)'});
  });

  it('compresses text as a static host does, Brotli or gzip as the browser asks, and leaves binaries alone', async () => {
    const brotli = await get('/assets/js/big.js', origin, {'Accept-Encoding': 'gzip, deflate, br'});
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.bytes.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(BIG_SCRIPT);
    const gzip = await get('/assets/js/big.js', origin, {'Accept-Encoding': 'gzip'});
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(BIG_SCRIPT);
    expect((await get('/assets/js/big.js')).headers['content-encoding']).toBeUndefined();
    const tiles = await get('/tiles/world.pmtiles', origin, {'Accept-Encoding': 'gzip, br', Range: 'bytes=0-99'});
    expect(tiles).toMatchObject({status: 206, body: BIG_SCRIPT.slice(0, 100)});
    expect(tiles.headers['content-encoding']).toBeUndefined();
  });

  it('serves Markdown twins and llms.txt with the type the headers file gives them', async () => {
    expect(await get('/guides.md')).toMatchObject({status: 200, body: '# Guides'});
    expect((await get('/guides.md')).headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect((await get('/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await get('/assets/js/main.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('normalises index.html, .html and missing trailing slashes, keeping the query', async () => {
    expect(await get('/guides/index.html')).toMatchObject({status: 301, location: '/guides/'});
    expect(await get('/guides.html?x=1')).toMatchObject({status: 301, location: '/guides/?x=1'});
    expect(await get('/guides')).toMatchObject({status: 301, location: '/guides/'});
    expect(await get('/index.html')).toMatchObject({status: 301, location: '/'});
  });

  it('answers the not-found page with 404 for unknown, malformed and traversing paths', async () => {
    for (const url of ['/nope/', '/nope', '/docs/%', '/%2e%2e/', '/..%2f', '/guides/%00', '/assets/js/']) {
      expect(await get(url), url).toMatchObject({status: 404, body: 'not found page'});
    }
  });

  it('serves the site under a base URL and sends other paths to it', async () => {
    const based = http.createServer(createSiteHandler({dir, baseUrl: '/docs/'}));
    await new Promise<void>((resolve) => based.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(based.address() as AddressInfo).port}`;
    try {
      expect(await get('/docs/', base)).toMatchObject({status: 200, body: 'home'});
      expect(await get('/elsewhere/', base)).toMatchObject({status: 301, location: '/docs/'});
      expect(await get('/docs/guides/index.html', base)).toMatchObject({status: 301, location: '/docs/guides/'});
    } finally {
      based.close();
    }
  });

  it("sends the headers of the build's _headers file on pages, assets, redirects and 404s", async () => {
    for (const url of ['/', '/guides/', '/assets/js/main.js', '/guides', '/nope/', '/%2e%2e/']) {
      const {headers} = await get(url);
      expect(headers['content-security-policy'], url).toBe("default-src 'self'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year and makes everything else revalidate', async () => {
    expect((await get('/assets/js/main.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/guides/', '/nope/', '/assets/js/missing.js']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not serve the host configuration files', async () => {
    for (const url of ['/_headers', '/nginx-security-headers.conf']) {
      expect(await get(url), url).toMatchObject({status: 404, body: 'not found page'});
    }
  });

  it('refuses a build without a _headers file, with a message that says so', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'site-bare-'));
    try {
      writeFileSync(path.join(bare, '404.html'), 'x');
      expect(() => createSiteHandler({dir: bare})).toThrow(/cannot read _headers in the build/);
    } finally {
      rmSync(bare, {recursive: true, force: true});
    }
  });
});
