import {readFile, rename, writeFile} from 'node:fs/promises';

/**
 * Docusaurus runs every plugin's `postBuild` at once, and three of them edit the built pages: search names
 * each page's section and fills in its index's address, critical-css inlines the page's CSS. Each reads a page
 * and writes it back; two at once would each write over the other's edit (search stopped working on the pages
 * where critical-css wrote last). So every edit of a page waits for the one before it. The queues live on the
 * global object: the plugins may load this module each on their own.
 */
const QUEUES = Symbol.for('overture-docs.rewriteBuiltPage');
const queues: Map<string, Promise<void>> = ((globalThis as Record<symbol, unknown>)[QUEUES] ??= new Map()) as Map<
  string,
  Promise<void>
>;

/**
 * Applies `edit` to the built page `file`, after every edit queued before it, and replaces the file in one step,
 * so that a plugin only reading the pages sees the page before or after, never half of it.
 */
export function rewriteBuiltPage(file: string, edit: (html: string) => string | Promise<string>): Promise<void> {
  const run = async (): Promise<void> => {
    const html = await readFile(file, 'utf8');
    const edited = await edit(html);
    if (edited === html) return;
    const temporary = `${file}.rewrite`;
    await writeFile(temporary, edited);
    await rename(temporary, file);
  };
  const next = (queues.get(file) ?? Promise.resolve()).then(run, run);
  queues.set(file, next);
  return next;
}
