/**
 * Which licence applies to each theme, and to each source inside it: the one place the
 * site states it. The attribution page, the guides, the concept pages and the examples
 * render these facts (see tests/unit/facts-single-source.test.ts).
 */
export type Theme = 'addresses' | 'base' | 'buildings' | 'divisions' | 'places' | 'transportation';

export const THEMES: readonly Theme[] = ['addresses', 'base', 'buildings', 'divisions', 'places', 'transportation'];

export type LicenceId =
  'ODbL-1.0' | 'CDLA-Permissive-2.0' | 'Apache-2.0' | 'CC-BY-4.0' | 'CC0-1.0' | 'PDDL-1.0' | 'US-public-domain';

export interface Licence {
  /** The short name the site uses in text and tables. */
  name: string;
  /** The licence text, where there is one to link to. */
  url: string | null;
  /**
   * What the licence asks of a product that uses the data, commercial or not, in a few words: every licence here
   * allows commercial use (each text grants its rights for any purpose). From the licence text at `url`.
   */
  asks: string;
}

export const LICENCES: Readonly<Record<LicenceId, Licence>> = {
  'ODbL-1.0': {
    name: 'ODbL',
    url: 'https://opendatacommons.org/licenses/odbl/',
    asks: 'credit; a database you derive and share stays under the ODbL',
  },
  'CDLA-Permissive-2.0': {
    name: 'CDLA Permissive 2.0',
    url: 'https://cdla.dev/permissive-2-0/',
    asks: 'when you share the data itself, its licence text or a link to it',
  },
  'Apache-2.0': {
    name: 'Apache 2.0',
    url: 'https://www.apache.org/licenses/LICENSE-2.0',
    asks: 'when you share the data itself, the licence and its notice',
  },
  'CC-BY-4.0': {
    name: 'CC BY 4.0',
    url: 'https://creativecommons.org/licenses/by/4.0/',
    asks: 'credit, a link to the licence, and a note of your changes',
  },
  'CC0-1.0': {name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/', asks: 'nothing'},
  'PDDL-1.0': {
    name: 'ODC Public Domain Dedication and Licence',
    url: 'https://opendatacommons.org/licenses/pddl/',
    asks: 'nothing',
  },
  'US-public-domain': {name: 'Public domain (US government work)', url: null, asks: 'nothing'},
};

export interface SourceLicence {
  source: string;
  licence: LicenceId;
  /** A notice the licence asks you to ship with your product, word for word. */
  notice?: string;
  /** A qualification of the licence, in a few words. */
  note?: string;
  /** The types or classes the source feeds, where a theme's sources differ by type. */
  usedFor?: string;
}

export interface ThemeLicence {
  /** One licence for the whole theme, or `per-source` when each record keeps its source's. */
  licence: LicenceId | 'per-source';
  /** The main sources, in a few words, for the overview table. */
  mainSources: string;
  /** Each source with its licence; empty for addresses, whose sources are in addressSources.ts. */
  sources: readonly SourceLicence[];
}

export const FOURSQUARE_NOTICE = 'Copyright 2024 Foursquare Labs, Inc. All rights reserved.';

export const THEME_LICENCES: Readonly<Record<Theme, ThemeLicence>> = {
  addresses: {
    licence: 'per-source',
    mainSources: 'National and local address registers, most redistributed by OpenAddresses',
    sources: [],
  },
  base: {
    licence: 'ODbL-1.0',
    mainSources: 'OpenStreetMap, ESA WorldCover, ETOPO1, GLOBathy',
    sources: [
      {
        source: 'OpenStreetMap, through the Daylight Map Distribution in earlier releases',
        licence: 'ODbL-1.0',
        usedFor: 'land, water, land use, infrastructure',
      },
      {source: 'ESA WorldCover', licence: 'CC-BY-4.0', usedFor: 'land cover'},
      {source: 'ETOPO1', licence: 'PDDL-1.0', usedFor: 'bathymetry'},
      {source: 'GLOBathy', licence: 'CC0-1.0', usedFor: 'bathymetry'},
    ],
  },
  buildings: {
    licence: 'ODbL-1.0',
    mainSources: 'OpenStreetMap, Esri Community Maps, Microsoft, Google, USGS, and national sources',
    sources: [
      {source: 'OpenStreetMap', licence: 'ODbL-1.0'},
      {source: 'Esri Community Maps contributors', licence: 'CC-BY-4.0'},
      {source: 'Microsoft Global ML Building Footprints', licence: 'ODbL-1.0'},
      {source: 'Google Open Buildings', licence: 'CC-BY-4.0'},
      {source: 'USGS 3D Elevation Program', licence: 'US-public-domain'},
      {source: 'East Asian building footprints (Zenodo, doi:10.5281/zenodo.8174931)', licence: 'CC-BY-4.0'},
      {source: 'Instituto Geográfico Nacional (España), BTN 2024', licence: 'CC-BY-4.0'},
    ],
  },
  divisions: {
    licence: 'ODbL-1.0',
    mainSources: 'OpenStreetMap, geoBoundaries, Esri Community Maps, LINZ',
    sources: [
      {source: 'OpenStreetMap', licence: 'ODbL-1.0'},
      {source: 'geoBoundaries', licence: 'CC-BY-4.0'},
      {source: 'Esri Community Maps contributors', licence: 'CC-BY-4.0'},
      {source: 'Land Information New Zealand (LINZ)', licence: 'CC-BY-4.0'},
    ],
  },
  places: {
    licence: 'per-source',
    mainSources: 'Meta, Microsoft, PinMeTo, Krick, Foursquare',
    sources: [
      {source: 'Meta', licence: 'CDLA-Permissive-2.0'},
      {source: 'Microsoft', licence: 'CDLA-Permissive-2.0'},
      {source: 'PinMeTo', licence: 'CDLA-Permissive-2.0'},
      {source: 'Krick', licence: 'CDLA-Permissive-2.0'},
      {source: 'Foursquare', licence: 'Apache-2.0', notice: FOURSQUARE_NOTICE},
    ],
  },
  transportation: {
    licence: 'ODbL-1.0',
    mainSources: 'OpenStreetMap, TomTom',
    sources: [
      {source: 'OpenStreetMap', licence: 'ODbL-1.0'},
      {source: 'TomTom', licence: 'ODbL-1.0', note: 'as part of the Overture release'},
    ],
  },
};

/** The themes under one licence as a whole, in the usual order. */
export function themesUnder(licence: LicenceId): Theme[] {
  return THEMES.filter((theme) => THEME_LICENCES[theme].licence === licence);
}

/** The distinct licences a per-source theme's records carry, in the order its sources list them. */
export function licencesOf(theme: Theme): LicenceId[] {
  const {licence, sources} = THEME_LICENCES[theme];
  if (licence !== 'per-source') return [licence];
  return [...new Set(sources.map((source) => source.licence))];
}
