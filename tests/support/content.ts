import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {QUERY_ENGINES as ENGINE_LABELS, type QueryEngine} from '../../src/components/Query/engines';

/** A file authors write, with its text, for the checks that read content as written. */
export interface SourceFile {
  /** Path from the project root, with `/` separators. */
  file: string;
  text: string;
}

function filesUnder(folder: string, pattern: RegExp): SourceFile[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => {
      const file = path.join(folder, name).split(path.sep).join('/');
      return {file, text: readFileSync(file, 'utf8')};
    });
}

/** Docs pages, posts and community pages (the schema reference type pages are generated from `schema/`). */
export const CONTENT_PAGES: readonly SourceFile[] = ['docs', 'blog', 'community'].flatMap((folder) =>
  filesUnder(folder, /\.mdx?$/),
);

/** Docs and community pages only: what the site says today, as opposed to posts written for one release. */
export const CURRENT_PAGES: readonly SourceFile[] = CONTENT_PAGES.filter((page) => !page.file.startsWith('blog/'));

/** Every query file a page shows, of every engine: `src/queries/<page path>/<name>.<engine>.sql`. */
export const QUERY_FILES: readonly SourceFile[] = filesUnder('src/queries', /\.sql$/);

/**
 * The engines a query file can be written for. The engine is the suffix of the file's name; a new engine needs its
 * checks in the unit tests before its first query.
 */
/** The engines a query file may name, as the `Query` component knows them. */
export const QUERY_ENGINES = Object.keys(ENGINE_LABELS) as QueryEngine[];
export type {QueryEngine};

/** The engine a query file's name gives: `guides/places/pharmacies-lisbon.duckdb.sql` is a DuckDB query. */
export function engineOf(file: string): string | undefined {
  return /\.([a-z]+)\.sql$/.exec(file)?.[1];
}

/** The query files written for one engine. */
export function queriesFor(engine: QueryEngine): readonly SourceFile[] {
  return QUERY_FILES.filter(({file}) => engineOf(file) === engine);
}

/**
 * The folder under `src/queries/` that holds a page's queries: the page's path without its extension, with `docs/`
 * left out (docs are served from the site root) and `blog/` and `community/` kept. `docs/guides/places.mdx` gives
 * `guides/places`, `docs/gers/index.mdx` gives `gers/index`.
 */
export function queryFolderOf(page: string): string {
  return page.replace(/^docs\//, '').replace(/\.mdx?$/, '');
}

/** The line of `index` in `text`, for messages that point at the spot. */
export function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** A sentence of a page's prose, or one row of a table, with the line it starts on. */
export interface Sentence {
  text: string;
  line: number;
}

/**
 * The prose of an MDX page cut into blocks (paragraphs, headings, list items, table rows): front matter, `import`
 * lines, code blocks and lines that are JSX elements (a `Query` and its title) are left
 * out, as they state no fact in prose.
 */
export function blocksOf(text: string): Sentence[] {
  const blank = (match: string): string => match.replace(/[^\n]/g, '');
  const lines = text
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/^([ \t]*)(`{3,})[\s\S]*?\n\1\2[ \t]*$/gm, blank)
    .replace(/^[ \t]*(?:import |export |<[A-Za-z/!]).*$/gm, '')
    .split('\n');
  // Blocks: a table row alone; a paragraph, heading or list item with its continuation lines.
  const blocks: Sentence[] = [];
  lines.forEach((line, index) => {
    const starts = /^\s*(?:\||#|[-*>] |\d+\. )/.test(line) || index === 0 || lines[index - 1].trim() === '';
    const previous = blocks.at(-1);
    if (line.trim() === '') return;
    if (starts || !previous || /^\s*\|/.test(lines[index - 1])) blocks.push({text: line, line: index + 1});
    else previous.text += ` ${line}`;
  });
  return blocks;
}

/** The sentences of a page's prose (a table row counts as one), as blocksOf reads it. */
export function sentencesOf(text: string): Sentence[] {
  return blocksOf(text).flatMap((block) =>
    [...block.text.matchAll(/(?:[^.!?]|[.!?](?!\s|$))+(?:[.!?]+|$)/g)]
      .map((piece) => ({text: piece[0].replace(/\s+/g, ' ').trim(), line: block.line}))
      .filter((sentence) => sentence.text !== ''),
  );
}
