import path from 'node:path';
import type {Example} from './examples';
import type {TypeModel} from './model';
import {BASELINE_VERSION} from '../../data/schemaHistory';
import {changelogHref} from '../../lib/changelogLinks';

/**
 * The MDX of a generated reference page. The prose comes from the schema's own
 * descriptions and example captions; the field table is a component fed with data.
 */

/** Text from the schema, made safe for MDX: braces and angle brackets would be read as code. */
export function escapeMdx(text: string): string {
  return text.replace(/[{}<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A front matter value, quoted. */
const yamlString = (text: string): string => JSON.stringify(text.replace(/\s+/g, ' ').trim());

export function firstSentence(text: string | null): string {
  if (!text) return '';
  const match = /^(.+?[.!?])(\s|$)/s.exec(text.trim());
  return (match ? match[1] : text).replace(/\s+/g, ' ').trim();
}

const GEOMETRY_NOTES: Record<string, string> = {
  Point: 'a single position',
  LineString: 'a line',
  MultiLineString: 'several lines',
  Polygon: 'an area, possibly with holes',
  MultiPolygon: 'several areas',
};

/** The file name of an example without its extension: `office-tower-roof`. */
const exampleSlug = (file: string): string => path.basename(file).replace(/\.(ya?ml|json)$/, '');

/** A short heading for an example, from its file name: `office-tower-roof.yaml` → `Office tower roof`. */
export function exampleTitle(file: string): string {
  const words = path
    .basename(file)
    .replace(/\.(ya?ml|json)$/, '')
    .replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function codeBlock(language: string, source: string): string {
  const fence = source.includes('```') ? '````' : '```';
  return `${fence}${language}\n${source.trimEnd()}\n${fence}`;
}

export interface TypePageInput {
  model: TypeModel;
  examples: Example[];
  counterexamples: Example[];
  /** Import path of the generated field table module. */
  fieldsModule: string;
  /** The schema version the type appeared in. */
  since: string;
  /** Whether some of its fields or values came later than the type, and carry a "since" label. */
  laterAdditions: boolean;
  /** Import path of the generated list of removed fields, if the type lost any. */
  removedModule: string | null;
}

/**
 * The end of a type page: the fields it has lost since the baseline, or since the version that
 * added the type, or a sentence saying it lost none.
 */
function removedSection(type: string, since: string, removedModule: string | null): string[] {
  const start =
    since === BASELINE_VERSION
      ? `[${BASELINE_VERSION}](${changelogHref(BASELINE_VERSION)}), the first general-availability schema`
      : `[${since}](${changelogHref(since)}), which added the type`;
  const lines = ['## Removed fields {#removed-fields}', ''];
  if (removedModule === null) return [...lines, `No field of \`${type}\` has been removed since ${start}.`, ''];
  return [
    ...lines,
    `Fields of \`${type}\` since ${start}, that a later version removed. A field the schema no longer describes`,
    'can still be a column of the files; each says so where it is.',
    '',
    '<RemovedFields />',
    '',
  ];
}

/** The line that says since when a type newer than the baseline exists, and how its fields are labelled. */
function sinceLine(since: string, laterAdditions: boolean): string[] {
  if (since === BASELINE_VERSION) return [];
  const labels = laterAdditions
    ? `fields and values it had from the start carry no label, those added later carry their own`
    : 'its fields carry no labels of their own';
  return [`- **In the schema since:** [${since}](${changelogHref(since)}); ${labels}`];
}

export function typePage({
  model,
  examples,
  counterexamples,
  fieldsModule,
  since,
  laterAdditions,
  removedModule,
}: TypePageInput): string {
  const {theme, type, file} = model;
  const geometry = model.geometries.map((kind) => `${kind} (${GEOMETRY_NOTES[kind] ?? kind})`).join(', or ');
  const lines = [
    '---',
    `title: ${yamlString(type)}`,
    `description: ${yamlString(firstSentence(model.description) || `The ${type} feature type of the ${theme} theme.`)}`,
    'custom_edit_url: null',
    '---',
    '',
    `{/* Generated from schema/${file} by src/plugins/schema-reference: edit the schema, not this page. */}`,
    '',
    `import Fields from '${fieldsModule}';`,
    ...(removedModule ? [`import RemovedFields from '${removedModule}';`] : []),
    '',
    `# ${type}`,
    '',
    escapeMdx(model.description ?? ''),
    '',
    `- **Theme:** \`${theme}\`, **type:** \`${type}\``,
    `- **Geometry:** ${geometry}`,
    `- **In a release:** \`s3://overturemaps-us-west-2/release/@@release@@/theme=${theme}/type=${type}/\``,
    `- **Schema file:** [${file}](pathname:///schema/files/${file})`,
    // Types as old as the baseline need no word on it: the labels on their newer fields link to the changelog.
    ...sinceLine(since, laterAdditions),
    '',
    '## Geometry {#geometry-shape}',
    '',
    escapeMdx(model.geometryDescription ?? `A GeoJSON ${model.geometries.join(' or ')}.`),
    '',
    '## Fields {#fields}',
    '',
    'Every property of the feature, at every depth. In the GeoParquet files each top-level name is a column;',
    'nested names are struct fields and list elements, written here as you would in SQL: `sources[].dataset`',
    'is the `dataset` field of each element of the `sources` list. In GeoJSON, all fields but `id` and',
    '`geometry` sit inside `properties`.',
    '',
    ...(model.rules.length > 0 ? [...model.rules.map((rule) => `- ${escapeMdx(rule)}`), ''] : []),
    '<Fields />',
    '',
  ];
  if (examples.length > 0) {
    lines.push('## Examples {#examples}', '');
    lines.push(
      'Each example is a complete, valid feature, written in YAML for reading: the same structure as a GeoJSON ' +
        "feature, with its fields under `properties`. The site's tests check each one against the schema.",
      '',
    );
    for (const example of examples) {
      lines.push(
        `### ${exampleTitle(example.file)} {#example-${exampleSlug(example.file)}}`,
        '',
        escapeMdx(example.caption),
        '',
        codeBlock('yaml', example.source),
        '',
      );
    }
  }
  if (counterexamples.length > 0) {
    lines.push('## Invalid examples {#invalid-examples}', '');
    lines.push(
      'Features the schema rejects, each for one reason. The tests check that validation fails where stated.',
      '',
    );
    for (const example of counterexamples) {
      lines.push(
        '<details>',
        `<summary>${escapeMdx(example.caption)}</summary>`,
        '',
        `The error is at \`${example.errorAt ?? '/'}\`.`,
        '',
        codeBlock('yaml', example.source),
        '',
        '</details>',
        '',
      );
    }
  }
  lines.push(...removedSection(type, since, removedModule));
  return lines.join('\n');
}
