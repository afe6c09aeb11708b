import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {VERSION_DATA} from '../../src/framework/docs-version-data';

const require = createRequire(import.meta.url);
const dropDescriptions = require('../../src/framework/docs-version-data/drop-descriptions-loader.cjs') as (
  source: string,
) => string;

const version = {
  version: {
    pluginId: 'default',
    docsSidebars: {docs: [{type: 'link', href: '/', label: 'Introduction', docId: 'introduction'}]},
    docs: {
      introduction: {id: 'introduction', title: 'Introduction', description: 'Long text', sidebar: 'docs'},
      'gers/index': {id: 'gers/index', title: 'What is GERS?', description: 'More text', sidebar: 'docs'},
    },
  },
};

describe('the docs version data', () => {
  it('loses the doc descriptions and keeps everything else', () => {
    const out = JSON.parse(dropDescriptions(JSON.stringify(version)));
    expect(out.version.docs.introduction).toEqual({id: 'introduction', title: 'Introduction', sidebar: 'docs'});
    expect(out.version.docsSidebars).toEqual(version.version.docsSidebars);
    expect(JSON.stringify(out)).not.toContain('description');
  });

  it('passes other modules through untouched', () => {
    const other = JSON.stringify({permalink: '/blog/', description: 'kept'});
    expect(dropDescriptions(other)).toBe(other);
  });

  it('is applied to the docs plugin version modules only', () => {
    expect(VERSION_DATA.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json')).toBe(true);
    expect(VERSION_DATA.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-x-mdx-1.json')).toBe(
      false,
    );
    expect(VERSION_DATA.test('/site/.docusaurus/docusaurus-plugin-content-blog/default/p/blog-1.json')).toBe(false);
  });

  it('is safe because no page shows doc cards, the one thing that reads the descriptions', () => {
    const pages = ['docs', 'community', 'src']
      .flatMap((dir) => readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file)))
      .filter((file) => /\.(mdx?|tsx?|json)$/.test(file));
    const withCards = pages.filter((file) =>
      /@theme\/DocCard|DocCardList|generated-index/.test(readFileSync(file, 'utf8')),
    );
    expect(withCards).toEqual([]);
  });
});
