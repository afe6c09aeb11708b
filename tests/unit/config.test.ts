import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';

/** Loads the site config fresh, with the given environment. */
async function loadConfig(env: Record<string, string | undefined> = {}): Promise<Config> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value as string);
  return (await import('../../docusaurus.config')).default as Config;
}

type Preset = [string, {gtag?: {trackingID: string; anonymizeIP: boolean}; docs: Record<string, unknown>}];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site config', () => {
  it('fails the build on broken links, markdown links and anchors', async () => {
    const config = await loadConfig();
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });

  it('serves docs from the root with trailing slashes and the documented URL', async () => {
    const config = await loadConfig({DOCUSAURUS_URL: '', DOCUSAURUS_BASE_URL: ''});
    expect(config).toMatchObject({
      title: 'Overture Maps Documentation',
      tagline: '',
      url: 'https://docs.overturemaps.org',
      baseUrl: '/',
      trailingSlash: true,
      customFields: {overtureRelease: '2025-10-22.0'},
    });
    const [, preset] = config.presets![0] as Preset;
    expect(preset.docs).toMatchObject({routeBasePath: '/', showLastUpdateTime: true});
  });

  it('lets a deployment change the URL and base URL', async () => {
    const config = await loadConfig({DOCUSAURUS_URL: 'https://example.test', DOCUSAURUS_BASE_URL: '/docs/'});
    expect(config.url).toBe('https://example.test');
    expect(config.baseUrl).toBe('/docs/');
  });

  it('keeps the colour mode under the plain "theme" key, light by default, ignoring the OS', async () => {
    const config = await loadConfig();
    expect(config.storage).toEqual({namespace: false});
    expect((config.themeConfig as {colorMode: unknown}).colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('adds page-view analytics only when an ID is set, with anonymised IPs', async () => {
    const withoutId = await loadConfig({GTAG_TRACKING_ID: ''});
    expect((withoutId.presets![0] as Preset)[1].gtag).toBeUndefined();
    const withId = await loadConfig({GTAG_TRACKING_ID: 'G-TEST123'});
    expect((withId.presets![0] as Preset)[1].gtag).toEqual({trackingID: 'G-TEST123', anonymizeIP: true});
  });
});

describe('search configuration', () => {
  type SearchConfig = {appId: string; apiKey: string; indexName: string; insights: boolean; contextualSearch: boolean};
  const algoliaOf = (config: Config) => (config.themeConfig as {algolia: SearchConfig}).algolia;
  const searchMode = (config: Config) =>
    (config.plugins as unknown[]).flatMap((plugin) =>
      Array.isArray(plugin) && (plugin[1] as {mode?: string}).mode ? [plugin[1]] : [],
    );

  it('answers from the local index unless Algolia is fully configured', async () => {
    const local = await loadConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: 'docs'});
    expect(searchMode(local)).toEqual([{mode: 'local'}]);
    expect(algoliaOf(local)).toMatchObject({appId: 'LOCAL', insights: false, contextualSearch: true});
  });

  it('switches to Algolia with the three variables, with analytics only when asked for', async () => {
    const env = {ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'overturemaps'};
    const hosted = await loadConfig(env);
    expect(searchMode(hosted)).toEqual([{mode: 'algolia'}]);
    expect(algoliaOf(hosted)).toMatchObject({
      appId: 'APP123',
      apiKey: 'search-key',
      indexName: 'overturemaps',
      insights: false,
    });
    const withAnalytics = await loadConfig({...env, ALGOLIA_INSIGHTS: 'true'});
    expect(algoliaOf(withAnalytics).insights).toBe(true);
  });
});

describe('navbar', () => {
  it('uses only the item types the theme override provides', async () => {
    for (const name of ['Default', 'Dropdown', 'LocaleDropdown', 'DocSidebar']) {
      vi.doMock(`@theme/NavbarItem/${name}NavbarItem`, () => ({default: () => null}));
    }
    const {default: types} = await import('../../src/theme/NavbarItem/ComponentTypes');
    const config = await loadConfig();
    const items = (config.themeConfig as {navbar: {items: {type?: string}[]}}).navbar.items;
    for (const item of items) expect(Object.keys(types), JSON.stringify(item)).toContain(item.type ?? 'default');
  });
});

describe('admonitions', () => {
  it('are limited to the types the theme override provides', async () => {
    for (const name of ['Note', 'Info', 'Warning']) {
      vi.doMock(`@theme/Admonition/Type/${name}`, () => ({default: () => null}));
    }
    const {default: types} = await import('../../src/theme/Admonition/Types');
    const [, options] = (await loadConfig()).presets?.[0] as [string, Record<string, {admonitions: unknown}>];
    for (const plugin of ['docs', 'blog']) {
      const {keywords, extendDefaults} = options[plugin].admonitions as {keywords: string[]; extendDefaults: boolean};
      expect(extendDefaults, plugin).toBe(false);
      for (const keyword of keywords) expect(Object.keys(types), plugin).toContain(keyword);
    }
  });
});
