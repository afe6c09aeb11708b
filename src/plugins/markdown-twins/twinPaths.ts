/**
 * Where a page's Markdown twin lives: its address without the trailing slash, plus
 * `.md` (`/getting-data/duckdb/` → `/getting-data/duckdb.md`); the home page's is
 * `/index.md`. Shared by the build, the page's `<link rel="alternate">`, the Copy page
 * button and the headers files, so all of them name the same file. Runs in the
 * browser too: nothing here may need Node.
 */
export function twinPathOf(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/** The llms.txt files, at the site's root. */
export const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;

/** What the text files the plugin writes are served as. */
export const TEXT_TYPES = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
} as const;
