import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The part of Overture's STAC catalogue (stac.overturemaps.org) that the site's queries read, for
 * the sample: the root `catalog.json`, whose `latest` names the newest release, and that release's
 * own `catalog.json`, with its `release:version` and `schema:version` (the schema's tag without its
 * `v`). The layout and fields are those OvertureMaps/stac wrote at the time of release 2025-10-22.0
 * (gen-all-release-stac.py at c662e62); the harness points `https://stac.overturemaps.org/` here.
 */
export function writeSampleStac(outDir: string, release: string, schemaTag: string): void {
  const root = path.join(outDir, 'stac');
  mkdirSync(path.join(root, release), {recursive: true});
  const link = {rel: 'child', href: `./${release}/catalog.json`, title: 'Latest Overture Release', latest: true};
  writeFileSync(
    path.join(root, 'catalog.json'),
    JSON.stringify({type: 'Catalog', id: 'Overture Releases', stac_version: '1.1.0', latest: release, links: [link]}),
  );
  writeFileSync(
    path.join(root, release, 'catalog.json'),
    JSON.stringify({
      type: 'Catalog',
      id: release,
      stac_version: '1.1.0',
      'release:version': release,
      'schema:version': schemaTag.replace(/^v/, ''),
      'schema:tag': `https://github.com/OvertureMaps/schema/releases/tag/${schemaTag}`,
      latest: true,
      links: [],
    }),
  );
}
