import {arrival, requireIfLoaded} from '../../framework/static-islands/chunks';

interface Grammar {
  /** Fetches the grammar's chunk and runs it. */
  load: () => Promise<unknown>;
  /** Its module id, to run it synchronously when its chunk is already here. */
  id: () => string | number;
  requires?: string[];
}

/**
 * Every grammar the site can highlight, each its own small chunk. Prism's grammar
 * files extend the global `Prism` when they run, so each waits for the ones it
 * builds on. The config's `prism.additionalLanguages` must all be here (a unit test
 * checks it).
 */
const GRAMMARS: Record<string, Grammar> = {
  markup: {
    load: () => import('prismjs/components/prism-markup.js'),
    id: () => require.resolveWeak('prismjs/components/prism-markup.js'),
  },
  clike: {
    load: () => import('prismjs/components/prism-clike.js'),
    id: () => require.resolveWeak('prismjs/components/prism-clike.js'),
  },
  javascript: {
    load: () => import('prismjs/components/prism-javascript.js'),
    id: () => require.resolveWeak('prismjs/components/prism-javascript.js'),
    requires: ['clike'],
  },
  typescript: {
    load: () => import('prismjs/components/prism-typescript.js'),
    id: () => require.resolveWeak('prismjs/components/prism-typescript.js'),
    requires: ['javascript'],
  },
  json: {
    load: () => import('prismjs/components/prism-json.js'),
    id: () => require.resolveWeak('prismjs/components/prism-json.js'),
  },
  yaml: {
    load: () => import('prismjs/components/prism-yaml.js'),
    id: () => require.resolveWeak('prismjs/components/prism-yaml.js'),
  },
  bash: {
    load: () => import('prismjs/components/prism-bash.js'),
    id: () => require.resolveWeak('prismjs/components/prism-bash.js'),
  },
  diff: {
    load: () => import('prismjs/components/prism-diff.js'),
    id: () => require.resolveWeak('prismjs/components/prism-diff.js'),
  },
  sql: {
    load: () => import('./sql'),
    id: () => require.resolveWeak('./sql'),
  },
  python: {
    load: () => import('prismjs/components/prism-python.js'),
    id: () => require.resolveWeak('prismjs/components/prism-python.js'),
  },
};

const ALIASES: Record<string, string> = {
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  js: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  sh: 'bash',
  shell: 'bash',
  py: 'python',
};

export const SUPPORTED_GRAMMARS = Object.keys(GRAMMARS);

/** The grammar name for a code block's language, or null for plain text. */
export function grammarName(language: string | undefined): string | null {
  if (!language) return null;
  const name = ALIASES[language] ?? language;
  return name in GRAMMARS ? name : null;
}

/** Prism itself, then the grammars a grammar builds on, then the grammar: the order they must run in. */
function chain(name: string): string[] {
  const {requires = []} = GRAMMARS[name];
  return [...requires.flatMap(chain), name];
}

const loading = new Map<string, Promise<void>>();

/**
 * Fetches and runs Prism's core and what a language needs, each once. Prism is
 * imported here, on demand, so code that only asks for a grammar does not carry
 * Prism into its own chunk.
 */
export function loadGrammar(language: string | undefined): Promise<void> {
  const name = grammarName(language);
  if (name === null) return Promise.resolve();
  let promise = loading.get(name);
  if (!promise) {
    promise = chain(name)
      .reduce<Promise<unknown>>(
        (previous, step) => previous.then(() => arrival(GRAMMARS[step].id(), GRAMMARS[step].load())),
        arrival(require.resolveWeak('./prism'), import('./prism')),
      )
      .then(() => undefined);
    loading.set(name, promise);
  }
  return promise;
}

/**
 * Runs Prism's core and what a language needs synchronously, if their chunks are
 * already here (always on the server). Returns whether the language is ready.
 */
export function grammarReadyNow(language: string | undefined): boolean {
  const name = grammarName(language);
  if (requireIfLoaded(require.resolveWeak('./prism')) === undefined) return false;
  if (name === null) return true;
  return chain(name).every((step) => requireIfLoaded(GRAMMARS[step].id()) !== undefined);
}
