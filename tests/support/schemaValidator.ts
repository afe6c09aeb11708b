import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {SCHEMA_BASE_ID, loadSchemaTree} from '../../src/plugins/schema-reference/tree';

/**
 * A JSON Schema 2020-12 validator (ajv) for Overture features, built from a schema
 * folder with every file registered under its `$id`, so no reference needs the network.
 */
export function featureValidator(dir = 'schema'): ValidateFunction {
  const tree = loadSchemaTree(dir);
  // Not strict: the official schema carries keywords outside the standard (they validate
  // nothing, as JSON Schema says), and our `x-enum-descriptions` annotation.
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  for (const file of tree.files.values()) ajv.addSchema(file.schema);
  // A checkout of the official schema has no GeoJSON schemas of its own; lend ours.
  for (const file of loadSchemaTree('schema').files.values()) {
    if (file.path.startsWith('geojson/') && !tree.byId.has(file.id)) ajv.addSchema(file.schema);
  }
  const validate = ajv.getSchema(`${SCHEMA_BASE_ID}schema.yaml`);
  if (!validate) throw new Error('schema.yaml did not compile');
  return validate;
}

export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ');
}
