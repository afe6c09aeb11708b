import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {SchemaError} from './tree';

/** A feature written to show the schema: valid (example) or invalid on purpose (counterexample). */
export interface Example {
  /** Path inside the examples folder. */
  file: string;
  caption: string;
  /** For counterexamples: the JSON pointer into the feature where validation must fail. */
  errorAt: string | null;
  feature: unknown;
  theme: string | null;
  type: string | null;
  /** The file's text without its leading comment lines, as shown on the reference pages. */
  source: string;
}

const CAPTION = /^#\s*(.+)$/;
const ERROR_AT = /^#\s*Error at:\s*(\S+)\s*$/;

function captionOf(file: string, comments: string[]): string {
  const first = comments.find((line) => !ERROR_AT.test(line));
  if (first) return CAPTION.exec(first)![1].trim();
  return path
    .basename(file)
    .replace(/\.(ya?ml|json)$/, '')
    .replace(/[-_]+/g, ' ');
}

function readExample(root: string, relative: string): Example {
  const text = readFileSync(path.join(root, relative), 'utf8');
  const lines = text.split('\n');
  const comments: string[] = [];
  while (lines.length > 0 && (lines[0].startsWith('#') || lines[0].trim() === '---')) {
    const line = lines.shift()!;
    if (line.startsWith('#')) comments.push(line);
  }
  let feature: unknown;
  try {
    feature = relative.endsWith('.json') ? JSON.parse(text) : parse(text);
  } catch (error) {
    throw new SchemaError(
      relative,
      '',
      `example is not valid YAML or JSON: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  const properties = (feature as {properties?: {theme?: unknown; type?: unknown}} | null)?.properties;
  const errorLine = comments.map((line) => ERROR_AT.exec(line)).find(Boolean);
  return {
    file: relative,
    caption: captionOf(relative, comments),
    errorAt: errorLine ? errorLine[1] : null,
    feature,
    theme: typeof properties?.theme === 'string' ? properties.theme : null,
    type: typeof properties?.type === 'string' ? properties.type : null,
    source: lines.join('\n').trim() + '\n',
  };
}

/**
 * Every example under `dir` (YAML or JSON), in file order; none if the folder does not
 * exist. A file that does not parse stops everything, unless `skipUnreadable` (for a
 * checkout of the official repository, whose examples this project does not maintain),
 * where it is left out with a warning.
 */
export function loadExamples(dir: string, {skipUnreadable = false} = {}): Example[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
    .flatMap((relative) => {
      try {
        return [readExample(dir, relative)];
      } catch (error) {
        if (!skipUnreadable) throw error;
        console.warn(`[schema-reference] skipped ${(error as Error).message}`);
        return [];
      }
    });
}
