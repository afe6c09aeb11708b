import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createSiteHandler} from '../../server/siteHandler';

let dir: string;
let origin: string;
let server: http.Server;

function page(relative: string, body: string): void {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, body);
}

/** A raw GET: unlike fetch, it sends the path exactly as written (no `..` or `%2e` clean-up). */
function get(url: string, base = origin): Promise<{status: number; location: string | null; body: string}> {
  return new Promise((resolve, reject) => {
    const {hostname, port} = new URL(base);
    http
      .get({hostname, port, path: url}, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({status: response.statusCode ?? 0, location: response.headers.location ?? null, body}),
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
  page('assets/js/main.js', 'console.log(1)');
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
});
