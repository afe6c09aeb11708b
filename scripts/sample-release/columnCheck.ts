import type {Column} from './columns';

/** The top-level field names of a DuckDB STRUCT type (`STRUCT("a" INTEGER, "b" STRUCT(...))`), or null. */
export function structFields(type: string): string[] | null {
  const match = /^STRUCT\((.*)\)$/s.exec(type);
  if (!match) return null;
  const fields: string[] = [];
  let depth = 0;
  let start = 0;
  const body = match[1];
  for (let i = 0; i <= body.length; i++) {
    const char = body[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if ((char === ',' && depth === 0) || i === body.length) {
      // A name is quoted as columns.ts writes it, or bare as DuckDB prints it (`STRUCT(xmin FLOAT, …)`).
      const name = /^\s*(?:"((?:[^"]|"")+)"|([A-Za-z_][A-Za-z0-9_]*)\s)/.exec(body.slice(start, i));
      if (name) fields.push(name[1]?.replace(/""/g, '"') ?? name[2]);
      start = i + 1;
    }
  }
  return fields;
}

/** Every column of every type, by name, with the STRUCT fields each has in any type. */
export function columnIndex(types: Column[][]): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>([
    ['theme', new Set()],
    ['type', new Set()],
  ]);
  for (const columns of types) {
    for (const {name, type} of columns) {
      const fields = index.get(name) ?? new Set<string>();
      structFields(type)?.forEach((field) => fields.add(field));
      index.set(name, fields);
    }
  }
  return index;
}
