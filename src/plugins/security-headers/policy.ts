import {createHash} from 'node:crypto';

/** What the policy must let through beyond the site's own origin; each is off unless configured. */
export interface PolicyOptions {
  /** SHA-256 hashes (base64) of every inline script the build's pages carry. */
  scriptHashes: readonly string[];
  /** Origins the interactive map reads tile archives from. */
  tileOrigins: readonly string[];
  /** The Algolia application id, when search is answered by Algolia. */
  algoliaAppId?: string;
  /** Whether Google Analytics (gtag) is configured. */
  analytics?: boolean;
}

/** Script types a browser runs; anything else (JSON-LD, say) is data, outside the policy. */
const RUNNABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The inline scripts of an HTML page: no `src`, and a type the browser would run. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(` ${attributes}`))
    .filter(([, attributes]) => {
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1] ?? '';
      return RUNNABLE.has(type.toLowerCase());
    })
    .map(([, , body]) => body)
    .filter((body) => body.length > 0);
}

export function scriptHash(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('base64');
}

/**
 * The Content-Security-Policy for every page. Scripts run only from the site itself or
 * when their exact text is hashed here; no third-party origin is allowed unless the
 * build was configured to use it. Styles allow inline attributes, which React and
 * Docusaurus's server-rendered markup use throughout; styles cannot run code.
 */
export function contentSecurityPolicy({scriptHashes, tileOrigins, algoliaAppId, analytics}: PolicyOptions): string {
  if (algoliaAppId !== undefined && !/^[A-Za-z0-9]+$/.test(algoliaAppId)) {
    throw new Error(`ALGOLIA_APP_ID must be letters and digits only, got "${algoliaAppId}".`);
  }
  const algolia = algoliaAppId
    ? [`https://${algoliaAppId}-dsn.algolia.net`, `https://${algoliaAppId}.algolia.net`, 'https://*.algolianet.com']
    : [];
  const googleScripts = analytics ? ['https://www.googletagmanager.com'] : [];
  const googleBeacons = analytics
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`), ...googleScripts],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...googleBeacons],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...tileOrigins, ...algolia, ...googleBeacons],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** One block of a static host's `_headers` file: a path pattern and the headers for it. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/**
 * Reads a `_headers` file (the format of Netlify and Cloudflare Pages): a path pattern
 * at the start of a line, then its headers indented as `Name: value`; `#` starts a comment.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: []});
      return;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator === -1) {
      throw new Error(
        `_headers line ${index + 1}: expected "  Name: value" under a path pattern, got "${line.trim()}"`,
      );
    }
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  });
  return rules;
}

export function formatHeadersFile(rules: readonly HeaderRule[], preamble = ''): string {
  const blocks = rules.map((rule) =>
    [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return preamble + blocks.join('\n\n') + '\n';
}

/** Whether a `_headers` pattern (`/*` splats, otherwise exact) covers a request path. */
export function patternMatches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

/** The headers a path gets: every matching rule in file order, a later value replacing an earlier one. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}

/** An exact-path rule that only sets a file's type: written for nginx as one location per extension. */
function typeOnly(rule: HeaderRule): boolean {
  return !rule.pattern.endsWith('*') && rule.headers.length === 1 && rule.headers[0][0] === 'Content-Type';
}

/**
 * The same rules as nginx `add_header` lines, one `location` per pattern. File types
 * become `default_type` (an added Content-Type header would be a second one), one
 * location per extension rather than per file.
 */
export function nginxSnippet(rules: readonly HeaderRule[]): string {
  const global = rules.find((rule) => rule.pattern === '/*')?.headers ?? [];
  const lines = (headers: [string, string][], indent: string): string[] =>
    headers.map(([name, value]) => `${indent}add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
  const locations = rules
    .filter((rule) => rule.pattern !== '/*' && !typeOnly(rule))
    .map((rule) => {
      const location = rule.pattern.endsWith('*') ? `^~ ${rule.pattern.slice(0, -1)}` : `= ${rule.pattern}`;
      // nginx drops inherited add_header lines in a block that has its own, so each block repeats the global ones.
      const merged = [...new Map([...global, ...rule.headers])];
      return [`location ${location} {`, ...lines(merged, '    '), '}'].join('\n');
    });
  const types = new Map(
    rules.filter(typeOnly).map((rule) => [/\.[a-z0-9]+$/i.exec(rule.pattern)?.[0] ?? '', rule.headers[0][1]]),
  );
  const typeLocations = [...types].map(([extension, type]) =>
    [
      `location ~ \\${extension}$ {`,
      '    types { }',
      `    default_type "${type}";`,
      ...lines(global, '    '),
      '}',
    ].join('\n'),
  );
  return [
    '# Generated by `npm run build` from _headers: include it in the server block that serves build/.',
    ...lines(global, ''),
    '',
    ...locations,
    ...typeLocations,
    '',
  ].join('\n');
}
