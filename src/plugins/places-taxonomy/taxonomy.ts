/**
 * The places category taxonomy: every category code with its path from the top, as
 * Overture publishes it (`code; [top,…,code]`, one category per line after a header).
 *
 * The published file is not entirely regular, and is read as it is: a few codes have
 * a path that ends in another name (`aircraft_repair; [automotive,aircraft_services_and_repair]`),
 * which other paths then use for it, and a few paths pass through a name that is no
 * code at all (`diving_instruction`), shown as a group without a code. The parser
 * reports both, and `src/data/placesTaxonomy.ts` lists the ones expected, so a new
 * irregularity fails the tests instead of slipping into the tree.
 */

export interface Category {
  /** The category code; for a group, the name its children's paths give it. */
  code: string;
  /** True for a name that paths pass through but no line defines: it has no code of its own. */
  group: boolean;
  /** The path as published, from the top-level category down (a group's: its name last). */
  path: string[];
  children: Category[];
}

export interface Taxonomy {
  /** The top-level categories, in the file's order. */
  roots: Category[];
  /** Every category and group by its code or name. */
  byCode: Map<string, Category>;
  /** Codes whose published path ends in another name, with that name. */
  pathNames: Map<string, string>;
  /** Names paths pass through that no line defines. */
  groups: string[];
}

/** Reads the taxonomy file, refusing a line that breaks its shape (naming the line). */
export function parseTaxonomy(csv: string): Taxonomy {
  const rows = csv
    .split('\n')
    .map((line, index) => ({line: line.trim(), number: index + 1}))
    .slice(1)
    .filter(({line}) => line !== '')
    .map(({line, number}) => {
      const match = /^([a-z0-9_]+);\s*\[([a-z0-9_,]+)\]$/.exec(line);
      if (!match) throw new Error(`places taxonomy, line ${number}: expected "code; [path,…]", got "${line}"`);
      return {code: match[1], path: match[2].split(','), number};
    });
  const byCode = new Map<string, Category>();
  for (const {code, path, number} of rows) {
    if (byCode.has(code)) throw new Error(`places taxonomy, line ${number}: ${code} is listed twice`);
    byCode.set(code, {code, group: false, path, children: []});
  }
  // A name a path ends in, standing for a code other than itself: other paths use it for that code.
  const pathNames = new Map<string, string>();
  const codeOfName = new Map<string, string>();
  for (const {code, path} of rows) {
    const last = path.at(-1)!;
    if (last === code) continue;
    pathNames.set(code, last);
    if (!byCode.has(last)) codeOfName.set(last, code);
  }
  const roots: Category[] = [];
  const groups: string[] = [];
  const resolve = (path: string[]): Category => {
    const name = path.at(-1)!;
    const known = byCode.get(codeOfName.get(name) ?? name);
    if (known) return known;
    const group: Category = {code: name, group: true, path, children: []};
    byCode.set(name, group);
    groups.push(name);
    attach(group, path);
    return group;
  };
  const attach = (category: Category, path: string[]): void => {
    if (path.length === 1) roots.push(category);
    else resolve(path.slice(0, -1)).children.push(category);
  };
  for (const {code, path} of rows) attach(byCode.get(code)!, path);
  return {roots, byCode, pathNames, groups};
}

/** How many category codes sit below this one, at any depth (groups are not codes). */
export function countBelow(category: Category): number {
  return category.children.reduce((total, child) => total + (child.group ? 0 : 1) + countBelow(child), 0);
}

/** A category's code and every code below it, in the taxonomy's order. */
export function codesFrom(category: Category): string[] {
  return [...(category.group ? [] : [category.code]), ...category.children.flatMap(codesFrom)];
}
