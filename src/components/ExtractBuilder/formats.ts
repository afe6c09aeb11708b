/**
 * The output formats the extract builder writes, with what each tool calls them. The
 * `overturemaps` command line writes three of them (`-f`); DuckDB writes all five,
 * GeoJSON, GeoJSON sequences and GeoPackage through the spatial extension's GDAL writer.
 */
export interface ExtractFormat {
  id: string;
  label: string;
  /** File extension of the output. */
  extension: string;
  /** The `overturemaps download -f` value, where the command line writes this format. */
  cli?: string;
  /** The GDAL driver DuckDB writes it with; neither this nor parquet means CSV. */
  gdalDriver?: string;
}

export const EXTRACT_FORMATS: readonly ExtractFormat[] = [
  {id: 'geoparquet', label: 'GeoParquet', extension: 'parquet', cli: 'geoparquet'},
  {id: 'geojson', label: 'GeoJSON', extension: 'geojson', cli: 'geojson', gdalDriver: 'GeoJSON'},
  {id: 'geojsonseq', label: 'GeoJSON sequence', extension: 'geojsonseq', cli: 'geojsonseq', gdalDriver: 'GeoJSONSeq'},
  {id: 'gpkg', label: 'GeoPackage', extension: 'gpkg', gdalDriver: 'GPKG'},
  {id: 'csv', label: 'CSV with WKT geometry', extension: 'csv'},
];

export function formatById(id: string): ExtractFormat | undefined {
  return EXTRACT_FORMATS.find((format) => format.id === id);
}

/** The language of each of the builder's three outputs, for their code blocks. */
export const OUTPUT_LANGUAGES = {duckdb: 'sql', cli: 'bash', python: 'python'} as const;
