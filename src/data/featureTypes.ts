import type {Theme} from './licences';

/**
 * The fifteen feature types of a release, by theme, in the order the site lists them,
 * with what the extract builder needs to know of each (see src/components/ExtractBuilder).
 * tests/unit/feature-types-data.test.ts checks them against the schema.
 */

/** How many features a square degree can hold where people live, as the builder judges a box's size. */
export type Density = 'dense' | 'medium' | 'sparse';

export interface FeatureType {
  theme: Theme;
  type: string;
  /**
   * Its top-level columns that hold structs, maps or lists (schema v1.13.0). GeoJSON,
   * GeoPackage and CSV writers take flat values only, so the builder writes these as
   * JSON text for those formats.
   */
  nested: readonly string[];
  density: Density;
}

export const FEATURE_TYPES: readonly FeatureType[] = [
  {theme: 'addresses', type: 'address', nested: ['sources', 'address_levels'], density: 'dense'},
  {theme: 'base', type: 'bathymetry', nested: ['sources', 'cartography'], density: 'sparse'},
  {theme: 'base', type: 'infrastructure', nested: ['sources', 'names', 'source_tags'], density: 'medium'},
  {theme: 'base', type: 'land', nested: ['sources', 'names', 'source_tags'], density: 'medium'},
  {theme: 'base', type: 'land_cover', nested: ['sources', 'cartography'], density: 'medium'},
  {theme: 'base', type: 'land_use', nested: ['sources', 'names', 'source_tags'], density: 'medium'},
  {theme: 'base', type: 'water', nested: ['sources', 'names', 'source_tags'], density: 'medium'},
  {theme: 'buildings', type: 'building', nested: ['sources', 'names'], density: 'dense'},
  {theme: 'buildings', type: 'building_part', nested: ['sources', 'names'], density: 'medium'},
  {
    theme: 'divisions',
    type: 'division',
    nested: [
      'sources',
      'names',
      'cartography',
      'local_type',
      'hierarchies',
      'perspectives',
      'norms',
      'capital_division_ids',
      'capital_of_divisions',
    ],
    density: 'sparse',
  },
  {theme: 'divisions', type: 'division_area', nested: ['sources', 'names'], density: 'sparse'},
  {
    theme: 'divisions',
    type: 'division_boundary',
    nested: ['sources', 'division_ids', 'perspectives'],
    density: 'sparse',
  },
  {
    theme: 'places',
    type: 'place',
    nested: ['sources', 'names', 'categories', 'websites', 'socials', 'emails', 'phones', 'brand', 'addresses'],
    density: 'medium',
  },
  {
    theme: 'transportation',
    type: 'segment',
    nested: [
      'subclass_rules',
      'access_restrictions',
      'level_rules',
      'sources',
      'names',
      'connectors',
      'routes',
      'destinations',
      'prohibited_transitions',
      'road_surface',
      'road_flags',
      'speed_limits',
      'width_rules',
      'rail_flags',
    ],
    density: 'dense',
  },
  {theme: 'transportation', type: 'connector', nested: ['sources'], density: 'dense'},
];

/** The largest box, in square degrees, the builder writes a query for without a warning. */
export const AREA_WARNING: Readonly<Record<Density, number>> = {dense: 1, medium: 10, sparse: 100};
