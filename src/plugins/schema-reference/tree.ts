import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'yaml';

/**
 * The schema as a tree of files: YAML type and definition files plus the GeoJSON
 * schemas they refer to, each with an absolute `$id` so references between files
 * resolve the same way for our generator and for any JSON Schema validator.
 */

export type Schema = {[keyword: string]: unknown};

export interface SchemaFile {
  /** Path inside the schema folder, with forward slashes: `buildings/building.yaml`. */
  path: string;
  id: string;
  schema: Schema;
}

export interface SchemaTree {
  dir: string;
  files: Map<string, SchemaFile>;
  /** File by `$id`, for resolving references. */
  byId: Map<string, SchemaFile>;
}

/** Where the files are published on the site, which also makes them their `$id`. */
export const SCHEMA_BASE_ID = 'https://docs.overturemaps.org/schema/files/';

/** A schema problem, named by file and JSON pointer so the author can find it. */
export class SchemaError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    problem: string,
  ) {
    super(`${file}${pointer ? ` at ${pointer}` : ''}: ${problem}`);
    this.name = 'SchemaError';
  }
}

export function pointerOf(parts: (string | number)[]): string {
  return parts.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

const SKIPPED_DIRS = /^(examples|counterexamples)\//;

function readTreeFile(dir: string, relative: string): SchemaFile {
  const text = readFileSync(path.join(dir, relative), 'utf8');
  let schema: unknown;
  if (relative.endsWith('.json')) {
    try {
      schema = JSON.parse(text);
    } catch (error) {
      throw new SchemaError(relative, '', `not valid JSON (${(error as Error).message})`);
    }
  } else {
    const document = parseDocument(text, {prettyErrors: true});
    if (document.errors.length > 0) {
      const [first] = document.errors;
      const where = first.linePos ? ` (line ${first.linePos[0].line})` : '';
      throw new SchemaError(relative, '', `not valid YAML${where}: ${first.message.split('\n')[0]}`);
    }
    schema = document.toJS();
  }
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    throw new SchemaError(relative, '', 'a schema file must hold an object');
  }
  const own = schema as Schema;
  // GeoJSON schemas keep their well-known ids; ours get the address they are published at.
  const id = typeof own.$id === 'string' ? own.$id : SCHEMA_BASE_ID + relative;
  return {path: relative, id, schema: {...own, $id: id}};
}

/** Reads every `.yaml` and `.json` schema file under `dir` (examples excluded). */
export function loadSchemaTree(dir: string): SchemaTree {
  let entries;
  try {
    entries = readdirSync(dir, {recursive: true, withFileTypes: true});
  } catch {
    throw new SchemaError(dir, '', 'schema folder not found');
  }
  const relatives = entries
    .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !SKIPPED_DIRS.test(relative))
    .sort();
  const files = new Map(relatives.map((relative) => [relative, readTreeFile(dir, relative)]));
  if (!files.has('schema.yaml')) throw new SchemaError(dir, '', 'no schema.yaml at the root of the schema folder');
  const byId = new Map([...files.values()].map((file) => [file.id, file]));
  return {dir, files, byId};
}

export interface Resolved {
  file: SchemaFile;
  pointer: string;
  schema: Schema;
}

function decodePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Follows a `$ref` written in `from` at `at` to the schema it names. */
export function resolveRef(tree: SchemaTree, from: SchemaFile, at: string, ref: string): Resolved {
  let target: URL;
  try {
    target = new URL(ref, from.id);
  } catch {
    throw new SchemaError(from.path, at, `$ref "${ref}" is not a valid reference`);
  }
  const fragment = target.hash.replace(/^#/, '');
  target.hash = '';
  const file = tree.byId.get(target.href);
  if (!file) throw new SchemaError(from.path, at, `$ref "${ref}" names a file that is not in the schema folder`);
  let node: unknown = file.schema;
  for (const part of decodePointer(fragment)) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    if (node === undefined) {
      throw new SchemaError(from.path, at, `$ref "${ref}" points at nothing: ${file.path} has no #${fragment}`);
    }
  }
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    throw new SchemaError(from.path, at, `$ref "${ref}" does not point at a schema object`);
  }
  return {file, pointer: fragment, schema: node as Schema};
}
