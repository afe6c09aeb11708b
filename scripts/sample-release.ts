/**
 * `npm run sample-release -- <folder>`: writes the small release the query tests run
 * against (one GeoParquet file per type, made from the schema's examples, laid out as
 * `theme=…/type=…/part-00000.parquet`), to try a query locally:
 * `read_parquet('<folder>/theme=places/type=place/*')`.
 */
import path from 'node:path';
import {writeSampleRelease} from '../tests/support/sample-release';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: npm run sample-release -- <folder>');
    process.exit(1);
  }
  const files = await writeSampleRelease(path.resolve(target), {schemaDir: 'schema', examplesDir: 'schema/examples'});
  for (const file of files) {
    console.log(`${file.theme}/${file.type}: ${file.rows} rows, ${file.columns.length} columns → ${file.file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
