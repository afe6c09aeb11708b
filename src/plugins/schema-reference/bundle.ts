import type {Schema, SchemaTree} from './tree';

/** Where the bundled schema is published; also its `$id`. */
export const BUNDLE_ID = 'https://docs.overturemaps.org/schema/overture-schema.json';

/**
 * The whole schema as one JSON document: every file embedded under `$defs` with its
 * own `$id`, so references between files resolve inside the document and any JSON
 * Schema 2020-12 validator can use it offline.
 */
export function bundleSchema(tree: SchemaTree, version: string): Schema {
  const root = tree.files.get('schema.yaml')!;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: BUNDLE_ID,
    title: `Overture Maps schema ${version}, as one file`,
    description:
      'Validates one Overture feature in its GeoJSON form. Each file of the schema is embedded under $defs ' +
      'with the $id it is published under; the root refers to schema.yaml.',
    $ref: root.id,
    $defs: Object.fromEntries([...tree.files.values()].map((file) => [file.path, file.schema])),
  };
}
