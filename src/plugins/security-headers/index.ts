import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFiles} from '../../lib/builtPages';
import {builtPagePaths} from '../markdown-twins/builtPages';
import {LLMS_FILES, TEXT_TYPES, twinPathOf} from '../markdown-twins/twinPaths';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  inlineScripts,
  nginxSnippet,
  parseHeadersFile,
  scriptHash,
  type HeaderRule,
  type PolicyOptions,
} from './policy';

export type SecurityHeadersOptions = Omit<PolicyOptions, 'scriptHashes'>;

/** The file static hosts read, copied from `static/`, and the nginx version written beside it. */
export const HEADERS_FILE = '_headers';
export const NGINX_FILE = 'nginx-security-headers.conf';

const PREAMBLE = `# Response headers for the production build, in the _headers format of Netlify and Cloudflare Pages.
# Written by \`npm run build\` from static/_headers, with the Content-Security-Policy for these pages added.
# \`npm run serve\` sends the same headers; ${NGINX_FILE} holds them for nginx.

`;

/**
 * The Markdown twins and llms files, with the type static hosts should send them as
 * (some send `.md` as a download). Named one by one: an exact path is the one pattern
 * every host reads the same way. The list follows from the built pages, so it does not
 * wait for the markdown-twins plugin, which writes the files at the same time.
 */
function textFileRules(outDir: string): HeaderRule[] {
  const twins = builtPagePaths(outDir).map(twinPathOf);
  return [
    ...twins.map((file): HeaderRule => ({pattern: file, headers: [['Content-Type', TEXT_TYPES['.md']]]})),
    ...LLMS_FILES.map((file): HeaderRule => ({pattern: `/${file}`, headers: [['Content-Type', TEXT_TYPES['.txt']]]})),
  ];
}

/**
 * After the build, hashes every inline script the pages carry (Docusaurus's colour-mode
 * and base-URL checks, analytics when configured) into a Content-Security-Policy, and
 * adds it to the `/*` rule of `_headers`. Hashes are taken from the output, so a new
 * Docusaurus version or a config change can never leave the policy blocking its scripts.
 */
export default function securityHeadersPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as Partial<SecurityHeadersOptions> | undefined;
  if (!Array.isArray(options?.tileOrigins)) {
    throw new Error(
      'The security-headers plugin needs {tileOrigins: string[], algoliaAppId?: string, analytics?: boolean}.',
    );
  }
  const policy: SecurityHeadersOptions = {...options, tileOrigins: options.tileOrigins};
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(script));
      }
      const headersPath = path.join(outDir, HEADERS_FILE);
      const rules = parseHeadersFile(await readFile(headersPath, 'utf8'));
      const global = rules.find((rule) => rule.pattern === '/*');
      if (!global) throw new Error(`static/${HEADERS_FILE} needs a "/*" rule for the security headers.`);
      global.headers.unshift([
        'Content-Security-Policy',
        contentSecurityPolicy({...policy, scriptHashes: [...hashes]}),
      ]);
      rules.push(...textFileRules(outDir));
      await writeFile(headersPath, formatHeadersFile(rules, PREAMBLE));
      await writeFile(path.join(outDir, NGINX_FILE), nginxSnippet(rules));
    },
  };
}
