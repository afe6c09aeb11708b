/**
 * `npm run sample-release -- <folder>`: writes the small release the query tests run
 * against, laid out like Overture's bucket, so that a query runs locally once
 * `s3://overturemaps-us-west-2/` is replaced by `<folder>/`:
 * - `release/<release>/theme=…/type=…/part-00000.parquet`, one GeoParquet file per
 *   type, made from the schema's examples;
 * - `changelog/<release>/…`, `bridgefiles/<release>/…` and `registry/…` made from it;
 * - `stac/catalog.json` and `stac/<release>/catalog.json`, for `https://stac.overturemaps.org/`.
 */
import path from 'node:path';
import {OVERTURE_RELEASE, SCHEMA_VERSION} from '../../src/data/release';
import {offlineConnection, writeSampleRelease} from '.';
import {writeSampleGers} from './gers';
import {writeSampleStac} from './stac';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: npm run sample-release -- <folder>');
    process.exit(1);
  }
  const root = path.resolve(target);
  const files = await writeSampleRelease(path.join(root, 'release', OVERTURE_RELEASE), {
    schemaDir: 'schema',
    examplesDir: 'schema/examples',
  });
  for (const file of files) {
    console.log(`${file.theme}/${file.type}: ${file.rows} rows, ${file.columns.length} columns → ${file.file}`);
  }
  const connection = await offlineConnection();
  try {
    await writeSampleGers(root, files, OVERTURE_RELEASE, connection);
    writeSampleStac(root, OVERTURE_RELEASE, SCHEMA_VERSION);
  } finally {
    connection.closeSync();
  }
  console.log(`changelog, bridge files, registry and STAC catalogue → ${root}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
