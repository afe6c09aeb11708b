import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {generateReference, referenceSources, type ReferenceTargets} from '../../src/plugins/schema-reference/generate';
import {loadExamples} from '../../src/plugins/schema-reference/examples';
import {ReferenceModel} from '../../src/plugins/schema-reference/model';
import {loadSchemaTree} from '../../src/plugins/schema-reference/tree';

const out = mkdtempSync(path.join(tmpdir(), 'reference-'));
const targets: ReferenceTargets = {
  pagesDir: path.join(out, 'pages'),
  modulesDir: path.join(out, 'modules'),
  modulesImport: '@generated/schema-reference/modules',
  staticDir: path.join(out, 'static'),
};
const files = generateReference(referenceSources(process.cwd(), undefined, 'v1.13.0'), targets);
const model = new ReferenceModel(loadSchemaTree('schema'));
const page = (key: string): string => files.get(path.join(targets.pagesDir, `${key}.mdx`)) ?? '';

afterAll(() => rmSync(out, {recursive: true, force: true}));

const TYPE_FILES = [...loadSchemaTree('schema').files.keys()].filter(
  (file) => /^[a-z_]+\/[a-z_]+\.yaml$/.test(file) && !file.endsWith('/defs.yaml'),
);

describe('the generated schema reference', () => {
  it('has a page for each of the 15 feature types', () => {
    expect(TYPE_FILES).toHaveLength(15);
    for (const file of TYPE_FILES) expect(page(file.replace('.yaml', '')), file).toMatch(/^---\ntitle: /);
  });

  it.each(TYPE_FILES)('%s lists every field once, each with its own anchor', (file) => {
    const type = model.type(file);
    const anchors = type.fields.map((field) => field.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors).toContain('geometry');
    for (const field of type.fields) {
      expect(field.cases.length, field.path).toBeGreaterThan(0);
      for (const fieldCase of field.cases) {
        expect(fieldCase.type, field.path).not.toBe('any value');
        if (fieldCase.values)
          expect(
            fieldCase.values.every((value) => value.meaning),
            field.path,
          ).toBe(true);
      }
    }
  });

  it('shows every example and counterexample on its type page', () => {
    for (const example of [...loadExamples('schema/examples'), ...loadExamples('schema/counterexamples')]) {
      expect(page(`${example.theme}/${example.type}`), example.file).toContain(example.source.trim().split('\n')[0]);
    }
  });

  it('offers the schema for download, as YAML files and one bundled JSON', () => {
    const downloads = [...files.keys()].filter((file) => file.startsWith(path.join(targets.staticDir, 'schema')));
    expect(downloads).toContain(path.join(targets.staticDir, 'schema', 'files', 'schema.yaml'));
    expect(downloads).toContain(path.join(targets.staticDir, 'schema', 'files', 'geojson', 'Point.json'));
    const bundle = JSON.parse(files.get(path.join(targets.staticDir, 'schema', 'overture-schema.json'))!);
    expect(Object.keys(bundle.$defs)).toHaveLength(loadSchemaTree('schema').files.size);
  });

  it('escapes schema text that MDX would read as code', () => {
    for (const [file, text] of files) {
      if (!file.endsWith('.mdx')) continue;
      const prose = text
        .replace(/```[\s\S]*?```/g, '')
        .replace(/^import .*$/gm, '')
        .replace(/\{\/\*.*?\*\/\}/g, '');
      expect(prose, file).not.toMatch(/\{(?!#)/);
    }
  });
});
