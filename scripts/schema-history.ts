import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {deriveHistory} from '../src/plugins/schema-reference/history/derive';

/**
 * `npm run schema:history -- <folder>`: derives the schema's history from a folder of the
 * official schema at every tag (layout in src/plugins/schema-reference/history/derive.ts) and
 * writes it to src/data/schema-history.json, which the site builds from. A new schema version
 * is one more folder (and its tag date in the folder's README), then this command.
 */
export const HISTORY_FILE = path.join(__dirname, '..', 'src', 'data', 'schema-history.json');

/** The file's text as the command writes it, so the tests can compare it byte for byte. */
export function historyText(folder: string): string {
  return `${JSON.stringify(deriveHistory(folder), null, 2)}\n`;
}

if (process.argv[1] === __filename) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: npm run schema:history -- <folder with v1.0.0/schema, v1.1.0/schema, …>');
    process.exit(2);
  }
  try {
    const text = historyText(path.resolve(folder));
    writeFileSync(HISTORY_FILE, text);
    const history = JSON.parse(text) as {versions: unknown[]; changes: {types: unknown[]}[]};
    const changed = history.changes.reduce((total, version) => total + version.types.length, 0);
    console.log(
      `${path.relative(process.cwd(), HISTORY_FILE)}: ${history.versions.length} versions, ${changed} type changes`,
    );
  } catch (error) {
    console.error(`schema:history: ${(error as Error).message}`);
    process.exit(1);
  }
}
