import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import {HEADERS_FILE, NGINX_FILE} from '../src/plugins/security-headers';
import {headersFor, parseHeadersFile} from '../src/plugins/security-headers/policy';

export interface SiteHandlerOptions {
  /** The production build folder. */
  dir: string;
  /** The site's base URL, with leading and trailing slash. */
  baseUrl?: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Serves a Docusaurus production build the way the spec wants a deployment to behave:
 * `/x/index.html` and `/x.html` are normalised to `/x/`, `/x` gains its trailing
 * slash, and anything else that is not a file (including malformed or traversing
 * paths) gets the site's not-found page with status 404. Every response carries the
 * headers of the build's `_headers` file, as a static host reading it would send them;
 * that file and its nginx twin are configuration, not pages, so they are not served.
 * Text responses are compressed (Brotli or gzip, as the browser asks), as every static
 * host compresses them: measured uncompressed, a page would pay three times its bytes,
 * and Lighthouse's simulated phone network would report that, not the site.
 */
export function createSiteHandler({dir, baseUrl = '/'}: SiteHandlerOptions): Handler {
  const root = path.resolve(dir);
  const files = new Set(
    readdirSync(root, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => '/' + path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
  const notFoundPage = readFileSync(path.join(root, '404.html'));
  const headerRules = readHeaderRules(root);
  for (const hidden of [HEADERS_FILE, NGINX_FILE]) files.delete(`/${hidden}`);
  const serveFile = sirv(root, {etag: true, dev: false, extensions: []});

  const notFound = (res: ServerResponse): void => {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache'});
    res.end(notFoundPage);
  };
  const redirect = (res: ServerResponse, location: string): void => {
    res.writeHead(301, {Location: location});
    res.end();
  };
  const setHeaders = (res: ServerResponse, sitePath: string): void => {
    res.setHeader('Cache-Control', 'no-cache');
    for (const [name, value] of headersFor(headerRules, sitePath)) res.setHeader(name, value);
  };

  const compress = compression();
  const handle: Handler = (req, res) => {
    setHeaders(res, '/');
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt);

    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      notFound(res);
      return;
    }
    if (!pathname.startsWith('/') || pathname.includes('\0') || pathname.split(/[/\\]/).includes('..')) {
      notFound(res);
      return;
    }
    if (!pathname.startsWith(baseUrl)) {
      redirect(res, baseUrl);
      return;
    }

    const relative = pathname.slice(baseUrl.length - 1);
    const back = (target: string): string => encodeURI(baseUrl.slice(0, -1) + target) + query;
    if (relative.endsWith('/index.html')) {
      redirect(res, back(relative.slice(0, -'index.html'.length)));
      return;
    }
    if (relative.endsWith('.html')) {
      redirect(res, back(relative.slice(0, -'.html'.length) + '/'));
      return;
    }

    const file = relative.endsWith('/') ? relative + 'index.html' : relative;
    setHeaders(res, relative);
    if (!files.has(file)) {
      if (!relative.endsWith('/') && files.has(relative + '/index.html')) {
        redirect(res, back(relative + '/'));
      } else {
        notFound(res);
      }
      return;
    }
    req.url = encodeURI(file);
    serveFile(req, res, () => notFound(res));
  };
  type Request = Parameters<typeof compress>[0];
  type Response = Parameters<typeof compress>[1];
  return (req, res) => compress(req as Request, res as Response, () => handle(req, res));
}

function readHeaderRules(root: string) {
  try {
    return parseHeadersFile(readFileSync(path.join(root, HEADERS_FILE), 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${HEADERS_FILE} in the build (${(error as Error).message})`);
  }
}
