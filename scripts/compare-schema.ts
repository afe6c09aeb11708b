/**
 * `npm run schema:compare -- <official schema folder>`: checks this project's schema
 * files (schema/) against the official Overture schema they document.
 *
 * - Facts must be identical: every keyword except the annotations we write ourselves.
 * - Every enum has an `x-enum-descriptions` entry for each of its values, and no other.
 * - Every property that is not a bare `$ref` has a description.
 * - No annotation of ours shares a run of six words with the official wording.
 *
 * Prints each problem with its file and JSON pointer; exits 1 if there is any.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

const ANNOTATIONS = new Set(['description', 'title', '$comment', 'x-enum-descriptions', 'examples']);
const SHINGLE = 6;

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

function schemaFiles(root: string): string[] {
  return readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !/^(examples|counterexamples|geojson)\//.test(file))
    .sort();
}

const load = (root: string, file: string): Json => parse(readFileSync(path.join(root, file), 'utf8')) as Json;
const isObject = (value: Json): value is {[key: string]: Json} =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const pointer = (parts: (string | number)[]): string =>
  '/' + parts.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function compareFacts(ours: Json, theirs: Json, at: (string | number)[], problems: string[]): void {
  if (isObject(ours) && isObject(theirs)) {
    const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)].filter((key) => !ANNOTATIONS.has(key)));
    for (const key of keys) {
      if (!(key in ours)) problems.push(`${pointer([...at, key])}: missing (official has it)`);
      else if (!(key in theirs)) problems.push(`${pointer([...at, key])}: not in the official schema`);
      else compareFacts(ours[key], theirs[key], [...at, key], problems);
    }
  } else if (Array.isArray(ours) && Array.isArray(theirs)) {
    if (ours.length !== theirs.length)
      problems.push(`${pointer(at)}: ${ours.length} items, official has ${theirs.length}`);
    ours.slice(0, theirs.length).forEach((item, i) => compareFacts(item, theirs[i], [...at, i], problems));
  } else if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
    problems.push(`${pointer(at)}: ${JSON.stringify(ours)}, official ${JSON.stringify(theirs)}`);
  }
}

/** Keywords whose value holds subschemas, and how: one, a list, or a map of names to schemas. */
const SUBSCHEMAS: Record<string, 'one' | 'list' | 'map'> = {
  properties: 'map',
  patternProperties: 'map',
  items: 'one',
  not: 'one',
  then: 'one',
  else: 'one',
  allOf: 'list',
  anyOf: 'list',
  oneOf: 'list',
};

function checkAnnotations(node: Json, at: (string | number)[], problems: string[]): void {
  if (!isObject(node)) return;
  if (Array.isArray(node.enum)) {
    const meanings = node['x-enum-descriptions'];
    const values = node.enum.map(String);
    if (!isObject(meanings)) {
      problems.push(`${pointer(at)}: enum without x-enum-descriptions`);
    } else {
      for (const value of values) if (!(value in meanings)) problems.push(`${pointer(at)}: no meaning for ${value}`);
      for (const key of Object.keys(meanings)) {
        if (!values.includes(key)) problems.push(`${pointer(at)}: meaning for unknown ${key}`);
      }
    }
  }
  if ('$comment' in node) problems.push(`${pointer(at)}: $comment (write a description instead)`);
  if (isObject(node.properties ?? null)) {
    for (const [name, property] of Object.entries(node.properties as {[key: string]: Json})) {
      const bareRef = isObject(property) && Object.keys(property).every((key) => key === '$ref');
      const isConst = isObject(property) && 'const' in property;
      if (isObject(property) && !bareRef && !isConst && typeof property.description !== 'string') {
        problems.push(`${pointer([...at, 'properties', name])}: no description`);
      }
    }
  }
  // `if` only tests values; it is not documented on its own.
  for (const [key, value] of Object.entries(node)) {
    const kind = SUBSCHEMAS[key];
    if (kind === 'one') checkAnnotations(value, [...at, key], problems);
    if (kind === 'list' && Array.isArray(value))
      value.forEach((item, i) => checkAnnotations(item, [...at, key, i], problems));
    if (kind === 'map' && isObject(value)) {
      for (const [name, schema] of Object.entries(value)) checkAnnotations(schema, [...at, key, name], problems);
    }
    if (key === '$defs' && isObject(value)) {
      for (const [group, entries] of Object.entries(value)) {
        if (!isObject(entries)) continue;
        for (const [name, schema] of Object.entries(entries)) {
          if (isObject(schema) && typeof schema.description !== 'string') {
            problems.push(`${pointer([...at, key, group, name])}: no description`);
          }
          checkAnnotations(schema, [...at, key, group, name], problems);
        }
      }
    }
  }
}

/** Every text annotation (descriptions, comments, titles, enum meanings) in a tree. */
function texts(node: Json, into: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => texts(item, into));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'description' || key === '$comment' || key === 'title') && typeof value === 'string')
        into.push(value);
      else if (key === 'x-enum-descriptions' && isObject(value)) into.push(...Object.values(value).map(String));
      else texts(value, into);
    }
  }
  return into;
}

function shingles(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.slice(0, Math.max(0, words.length - SHINGLE + 1)).map((_, i) => words.slice(i, i + SHINGLE).join(' '));
}

function main(): void {
  const officialRoot = process.argv[2];
  if (!officialRoot) {
    console.error(
      'Usage: npm run schema:compare -- <path to the official schema folder (the one holding schema.yaml)>',
    );
    process.exit(2);
  }
  const oursRoot = path.resolve('schema');
  const [ours, theirs] = [schemaFiles(oursRoot), schemaFiles(officialRoot)];
  const problems: string[] = [];
  for (const file of theirs) if (!ours.includes(file)) problems.push(`${file}: missing`);
  for (const file of ours) if (!theirs.includes(file)) problems.push(`${file}: not in the official schema`);

  const officialShingles = new Set(theirs.flatMap((file) => texts(load(officialRoot, file)).flatMap(shingles)));
  for (const file of ours.filter((name) => theirs.includes(name))) {
    const found: string[] = [];
    const mine = load(oursRoot, file);
    compareFacts(mine, load(officialRoot, file), [], found);
    checkAnnotations(mine, [], found);
    for (const text of texts(mine)) {
      const copied = shingles(text).find((shingle) => officialShingles.has(shingle));
      if (copied) found.push(`wording shared with the official schema: "…${copied}…" in "${text.slice(0, 80)}"`);
    }
    problems.push(...found.map((problem) => `${file}: ${problem}`));
  }

  problems.forEach((problem) => console.log(problem));
  console.log(
    problems.length === 0 ? `${ours.length} files match the official schema.` : `\n${problems.length} problems.`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}

main();
