/**
 * `npm run search:push`: sends the records of the production build (`npm run build`
 * first) to an Algolia index, with DocSearch's settings and the site's synonyms and rules, replacing
 * what it held.
 * Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (an admin key, never the search-only
 * one) and ALGOLIA_INDEX_NAME. The site then uses that index when it is built with
 * ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME.
 */
import {existsSync} from 'node:fs';
import {algoliasearch} from 'algoliasearch';
import {DEFAULT_BASE_URL, DEFAULT_SITE_URL} from '../src/data/site';
import {crawlBuild} from '../src/plugins/search/indexing/crawlBuild';
import {
  ALGOLIA_SETTINGS,
  algoliaRules,
  algoliaSynonyms,
  toAlgoliaRecords,
} from '../src/plugins/search/indexing/algoliaIndex';

async function main(): Promise<void> {
  const {ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName} = process.env;
  if (!appId || !adminKey || !indexName) {
    console.error('Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME to push the search records.');
    process.exit(1);
  }
  if (!existsSync('build/index.html')) {
    console.error('No production build in build/. Run `npm run build` first.');
    process.exit(1);
  }
  const site = {
    url: process.env.DOCUSAURUS_URL || DEFAULT_SITE_URL,
    baseUrl: process.env.DOCUSAURUS_BASE_URL || DEFAULT_BASE_URL,
  };
  const records = toAlgoliaRecords(await crawlBuild(site, 'build'));
  const client = algoliasearch(appId, adminKey);
  await client.setSettings({indexName, indexSettings: ALGOLIA_SETTINGS});
  await client.saveSynonyms({indexName, synonymHit: algoliaSynonyms(), replaceExistingSynonyms: true});
  await client.saveRules({indexName, rules: algoliaRules(), clearExistingRules: true});
  await client.replaceAllObjects({indexName, objects: records as unknown as Record<string, unknown>[]});
  console.log(`Pushed ${records.length} records to the Algolia index ${indexName}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
