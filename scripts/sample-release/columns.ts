import {ShapeReader, type Node, type Shape} from '../../src/plugins/schema-reference/shape';
import {SchemaError, type Schema, type SchemaTree} from '../../src/plugins/schema-reference/tree';
import {FILE_COLUMNS} from '../../src/data/fileColumns';

/** A column of a release file: its name and its DuckDB type. */
export interface Column {
  name: string;
  type: string;
}

/**
 * Every release file starts with these, then the columns the files carry beyond the schema (`bbox`);
 * `theme` and `type` come from the folder names.
 */
const LEADING: Column[] = [
  {name: 'id', type: 'VARCHAR'},
  {name: 'geometry', type: 'BLOB'},
  ...FILE_COLUMNS.map(({name, duckdbType}) => ({name, type: duckdbType})),
];
const PARTITIONS = new Set(['theme', 'type']);

const SCALARS: Record<string, string> = {string: 'VARCHAR', integer: 'INTEGER', number: 'DOUBLE', boolean: 'BOOLEAN'};

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * The DuckDB type of the values a schema node allows. Objects become structs holding
 * every property any variant defines; maps (pattern properties only) and free-form objects become MAPs;
 * arrays become lists. A node that refers back to itself stops as JSON text.
 */
function duckType(reader: ShapeReader, nodes: Node[], depth = 0): string {
  const shapes = nodes.map((node) => reader.read(node));
  if (depth > 8 || shapes.some((shape) => shape.recursive)) return 'VARCHAR';
  const types = new Set(shapes.flatMap((shape) => [...shape.types]).filter((type) => type !== 'null'));
  const properties = new Map<string, Node[]>();
  for (const shape of shapes) {
    for (const [name, occurrences] of shape.properties) {
      properties.set(name, [...(properties.get(name) ?? []), ...occurrences.map((o) => o.node)]);
    }
  }
  if (properties.size > 0) {
    const fields = [...properties].map(
      ([name, fieldNodes]) => `${quote(name)} ${duckType(reader, fieldNodes, depth + 1)}`,
    );
    return `STRUCT(${fields.join(', ')})`;
  }
  const patterns = shapes.flatMap((shape: Shape) => shape.patternProperties.map((entry) => entry.node));
  if (patterns.length > 0) return `MAP(VARCHAR, ${duckType(reader, patterns, depth + 1)})`;
  // A free-form object (OSM tags, say) is a map of text in the release files.
  if (types.has('object')) return 'MAP(VARCHAR, VARCHAR)';
  const items = shapes.map((shape) => shape.items).filter((node): node is Node => node !== null);
  if (types.has('array')) return `${items.length > 0 ? duckType(reader, items, depth + 1) : 'VARCHAR'}[]`;
  if (types.has('number')) return 'DOUBLE';
  const [only] = [...types];
  if (types.size === 1 && SCALARS[only]) return SCALARS[only];
  // Enums without a declared type, and anything mixed, are stored as text.
  return 'VARCHAR';
}

/** The columns of the release files of one feature type (`buildings/building.yaml`), in schema order. */
export function releaseColumns(tree: SchemaTree, file: string): Column[] {
  const schemaFile = tree.files.get(file);
  const properties = (schemaFile?.schema.properties as Record<string, Schema> | undefined)?.properties;
  if (!schemaFile || !properties) throw new SchemaError(file, '/properties/properties', 'not a feature type');
  const reader = new ShapeReader(tree);
  const node: Node = {schema: properties, file: schemaFile, pointer: '/properties/properties'};
  const columns = [...reader.read(node).properties]
    .filter(([name]) => !PARTITIONS.has(name))
    .map(([name, occurrences]) => ({
      name,
      type: duckType(
        reader,
        occurrences.map((o) => o.node),
      ),
    }));
  return [...LEADING, ...columns];
}
