import {describe, expect, it} from 'vitest';
import {FEATURE_TYPES} from '../../src/data/featureTypes';
import {loadExamples} from '../../src/plugins/schema-reference/examples';
import {describeErrors, featureValidator} from '../support/schemaValidator';

const validate = featureValidator('schema');
const examples = loadExamples('schema/examples');
const counterexamples = loadExamples('schema/counterexamples');

const TYPES = FEATURE_TYPES.map(({theme, type}) => `${theme}/${type}`);

const folderOf = (file: string): string => file.split('/').slice(0, 2).join('/');

describe('examples', () => {
  it('cover every feature type at least twice, 30 or more in all', () => {
    expect(examples.length).toBeGreaterThanOrEqual(30);
    for (const type of TYPES) {
      expect(examples.filter((example) => folderOf(example.file) === type).length, type).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(examples.map((example) => [example.file, example]))('%s is a valid feature', (_file, example) => {
    const valid = validate(example.feature);
    expect(valid, describeErrors(validate.errors)).toBe(true);
    expect(`${example.theme}/${example.type}`).toBe(folderOf(example.file));
    expect(example.caption).not.toMatch(/^[\w-]+$/);
  });
});

describe('counterexamples', () => {
  it('cover every feature type', () => {
    for (const type of TYPES) {
      expect(
        counterexamples.some((example) => folderOf(example.file) === type),
        type,
      ).toBe(true);
    }
  });

  it.each(counterexamples.map((example) => [example.file, example]))(
    '%s is rejected where it says',
    (_file, example) => {
      expect(example.errorAt, 'a counterexample names where it fails ("# Error at: /pointer")').toMatch(/^\//);
      expect(validate(example.feature)).toBe(false);
      const paths = (validate.errors ?? []).map((error) => error.instancePath);
      expect(
        paths.some((path) => path === example.errorAt || path.startsWith(`${example.errorAt}/`)),
        `errors: ${describeErrors(validate.errors)}`,
      ).toBe(true);
    },
  );
});

describe('the bundled schema', () => {
  it('validates on its own, offline, exactly as the schema files do', async () => {
    const {default: Ajv2020} = await import('ajv/dist/2020');
    const {default: addFormats} = await import('ajv-formats');
    const {bundleSchema} = await import('../../src/plugins/schema-reference/bundle');
    const {loadSchemaTree} = await import('../../src/plugins/schema-reference/tree');
    // Through JSON, as a reader downloads it, and compiled with nothing else loaded.
    const bundle = JSON.parse(JSON.stringify(bundleSchema(loadSchemaTree('schema'), 'v1.13.0')));
    const ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats(ajv);
    const validateBundle = ajv.compile(bundle);
    for (const example of examples) expect(validateBundle(example.feature), example.file).toBe(true);
    for (const example of counterexamples) expect(validateBundle(example.feature), example.file).toBe(false);
  });
});
