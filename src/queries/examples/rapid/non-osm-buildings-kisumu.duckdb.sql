-- Buildings in central Kisumu (Kenya) with no OpenStreetMap source at all: places where
-- OSM may lack a building, to review against imagery in Rapid. Candidates, not edits.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    footprint.dataset AS footprint_source,
    footprint.license AS footprint_license,
    round(footprint.confidence, 2) AS confidence,
    geometry
  FROM (
    SELECT
      id,
      geometry,
      sources,
      -- The entry whose property is '' describes the feature as a whole, outline included.
      list_filter(sources, s -> s.property = '')[1] AS footprint
    FROM read_parquet(
      's3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*',
      hive_partitioning = 1
    )
    WHERE bbox.xmax >= 34.745 AND bbox.xmin <= 34.775
      AND bbox.ymax >= -0.105 AND bbox.ymin <= -0.080
  )
  WHERE NOT list_contains(list_transform(sources, s -> s.dataset), 'OpenStreetMap')
  ORDER BY confidence DESC NULLS LAST
) TO 'kisumu_non_osm_buildings.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
