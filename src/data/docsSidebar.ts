/**
 * The docs sidebar in its full, published order. Ids are file paths under `docs/`
 * without the extension; `sidebars.ts` turns this plan into the sidebar.
 */
export type SidebarPlanItem =
  string | {type: 'category'; label: string; link?: {type: 'doc'; id: string}; items: SidebarPlanItem[]};

const category = (label: string, items: SidebarPlanItem[], linkDoc?: string): SidebarPlanItem => ({
  type: 'category',
  label,
  ...(linkDoc ? {link: {type: 'doc', id: linkDoc}} : {}),
  items,
});

export const DOCS_SIDEBAR_PLAN: SidebarPlanItem[] = [
  'introduction',
  category('Getting Started', [
    'getting-data/index',
    'getting-data/duckdb',
    'getting-data/overturemaps-py',
    'getting-data/athena-aws',
    'getting-data/synapse-azure',
    category('Data Mirrors', [
      'getting-data/data-mirrors/bigquery',
      'getting-data/data-mirrors/databricks',
      'getting-data/data-mirrors/fused',
      'getting-data/data-mirrors/snowflake',
      'getting-data/data-mirrors/wherobots',
    ]),
  ]),
  category(
    'Examples',
    [
      'examples/CARTO',
      'examples/fused',
      'examples/kepler-gl',
      'examples/lonboard',
      'examples/build-a-map',
      'examples/pandas',
      'examples/overture-tiles',
      'examples/QGIS',
      'examples/rapid',
      'examples/spark',
      'examples/wherobots',
    ],
    'examples/index',
  ),
  category(
    'Data Guides',
    [
      'guides/addresses',
      'guides/base',
      'guides/buildings',
      'guides/divisions',
      'guides/places',
      'guides/transportation',
    ],
    'guides/index',
  ),
  category('Global Entity Reference System', [
    'gers/index',
    'gers/stability',
    'gers/bridge-files',
    'gers/changelog',
    'gers/registry',
    'gers/gers-tutorial',
    'gers/gers-demonstrations',
  ]),
  'attribution',
  'release-calendar',
];
