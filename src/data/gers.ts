import {FEATURE_TYPES} from './featureTypes';

/**
 * Facts about GERS's companion datasets that several pages and posts state. Pages
 * render them from here (see tests/unit/facts-single-source.test.ts), so a change is
 * made once.
 */

/**
 * The feature types the GERS registry tracks, and for which Overture commits to stable
 * IDs: the list published with the registry in release 2025-06-25.0, unchanged since
 * in the release notes. Other types have IDs too, without that commitment.
 */
export const REGISTRY_TYPES = [
  'address',
  'building',
  'division',
  'division_area',
  'division_boundary',
  'place',
  'segment',
  'connector',
] as const;

/**
 * The types of a release that the registry does not track (building parts and the base theme's types). Their
 * features have IDs, but a registry lookup finds no row for them, so "no row" only means "never published" for
 * the tracked types.
 */
export const UNTRACKED_TYPES: readonly string[] = FEATURE_TYPES.map(({type}) => type).filter(
  (type) => !(REGISTRY_TYPES as readonly string[]).includes(type),
);

/** The release the registry was first published with. */
export const REGISTRY_FIRST_RELEASE = '2025-06-25.0';

/**
 * The registry's files were withdrawn from both buckets the day after 2025-10-22.0
 * shipped, when a problem in their generation was found; the release notes say so and
 * give no date for their return.
 */
export const REGISTRY_WITHDRAWAL = {
  date: '2025-10-23',
  /** The release whose notes report it, and their address. */
  release: '2025-10-22.0',
  notes: '/blog/2025/10/22/release-notes/',
} as const;

/** Source datasets that have bridge files, as the bridge-file folders name their owners. */
export const BRIDGE_FILE_DATASETS = [
  'OpenStreetMap',
  'Esri Community Maps',
  'geoBoundaries',
  'Instituto Geográfico Nacional (España)',
  'Meta (places)',
  'Microsoft (places)',
  'PinMeTo',
] as const;

/**
 * Sources of Overture features that have no bridge files. Overture's GERS documentation and its
 * GERS getting-started post give the reason: these machine-learned footprints have no stable, meaningful
 * record IDs, so a lookup from the source back to Overture would have nothing to start from.
 */
export const DATASETS_WITHOUT_BRIDGE_FILES = [
  "Microsoft's machine-learned building footprints",
  'Google Open Buildings',
] as const;
