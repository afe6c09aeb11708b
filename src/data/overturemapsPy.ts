/**
 * Overture's Python package `overturemaps` as the site shows it: each version the site has
 * recorded, with what its command line and its functions accept, read from the package's own
 * source at that version (OvertureMaps/overturemaps-py; `cli.py` and `core.py`). The site shows
 * the version that was current on the day of the release it documents, and
 * tests/unit/overturemaps-calls.test.ts checks every `overturemaps download` command and every call
 * of the package on the site against it. When the site moves to a new release, add the versions
 * published up to its day.
 */
export interface PackageVersion {
  version: string;
  /** The day PyPI published it. */
  published: string;
  /** The commit of the source it was built from. */
  source: {commit: string; href: string};
  /**
   * The oldest Python it installs on, from `pyproject.toml` (`python = "^3.8"`): pip offers no version of the
   * package to an older one.
   */
  python: string;
  /**
   * The releases `download -r` accepts, oldest first; without `-r` it reads the last. The Python
   * functions take any release id without checking it.
   */
  releases: readonly string[];
  /** The options of `overturemaps download`: each name, and the values it takes (none: a flag). */
  cliOptions: readonly CliOption[];
  /** Its functions by module (`core`), each with its parameters in order. */
  functions: Readonly<Record<string, readonly string[]>>;
  /** The names `import overturemaps` gives (`overturemaps.record_batch_reader`). */
  exports: readonly string[];
  /** The types `--type` takes. */
  types: readonly string[];
}

export interface CliOption {
  names: readonly string[];
  /** `value`: any value; a list: one of those; `flag`: no value. */
  takes: 'value' | 'flag' | readonly string[];
  required?: boolean;
}

const TYPES = [
  'address',
  'bathymetry',
  'building',
  'building_part',
  'division',
  'division_area',
  'division_boundary',
  'place',
  'segment',
  'connector',
  'infrastructure',
  'land',
  'land_cover',
  'land_use',
  'water',
] as const;

export const OVERTUREMAPS_VERSIONS: readonly PackageVersion[] = [
  {
    version: '0.17.0',
    published: '2025-09-26',
    source: {
      commit: '6ad71a1',
      href: 'https://github.com/OvertureMaps/overturemaps-py/tree/6ad71a1',
    },
    python: '3.8',
    releases: ['2025-08-20.0', '2025-08-20.1', '2025-09-24.0'],
    cliOptions: [
      {names: ['--bbox'], takes: 'value'},
      {names: ['-f'], takes: ['geojson', 'geojsonseq', 'geoparquet'], required: true},
      {names: ['-o', '--output'], takes: 'value'},
      {names: ['-t', '--type'], takes: TYPES, required: true},
      {names: ['-r', '--release'], takes: ['2025-08-20.0', '2025-08-20.1', '2025-09-24.0']},
      {names: ['--stac', '--no-stac'], takes: 'flag'},
      {names: ['--connect_timeout'], takes: 'value'},
      {names: ['--request_timeout'], takes: 'value'},
      {names: ['--help'], takes: 'flag'},
    ],
    functions: {
      // core.py: record_batch_reader(overture_type, bbox=None, release=None, connect_timeout=None, request_timeout=None, stac=False)
      'core.record_batch_reader': ['overture_type', 'bbox', 'release', 'connect_timeout', 'request_timeout', 'stac'],
      // core.py: geodataframe(overture_type, bbox=None, connect_timeout=None, request_timeout=None): no release.
      'core.geodataframe': ['overture_type', 'bbox', 'connect_timeout', 'request_timeout'],
      'core.get_all_overture_types': [],
      'core.geoarrow_schema_adapter': ['schema'],
    },
    exports: ['record_batch_reader', 'get_all_overture_types'],
    types: TYPES,
  },
];

/**
 * The package version that was the newest on PyPI on `day` (YYYY-MM-DD): for the current release,
 * the one the site shows (release.ts makes its tokens from it).
 */
export function packageOn(day: string): PackageVersion {
  const version = OVERTUREMAPS_VERSIONS.findLast(({published}) => published <= day);
  if (!version) throw new Error(`overturemapsPy.ts: no version of the package recorded as published by ${day}`);
  return version;
}

/** Whether a version's command line reads `release` (`-r` takes it). */
export const cliReads = (version: PackageVersion, release: string): boolean => version.releases.includes(release);

/**
 * The tokens pages write for a version: `@@overturemaps_version@@` → `0.17.0`, and
 * `@@overturemaps_cli_release@@`, the release its command line reads without `-r`, and
 * `@@overturemaps_cli_choices@@`, the releases `-r` takes as its error message lists them, and
 * `@@overturemaps_python@@`, the oldest Python it installs on.
 */
export const overturemapsTokens = (version: PackageVersion): Record<string, string> => ({
  overturemaps_version: version.version,
  overturemaps_cli_release: version.releases.at(-1)!,
  overturemaps_cli_choices: version.releases.map((release) => `'${release}'`).join(', '),
  overturemaps_python: version.python,
});
