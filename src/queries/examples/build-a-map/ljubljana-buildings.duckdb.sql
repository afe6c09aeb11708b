-- Central Ljubljana's buildings as newline-delimited GeoJSON, the input tippecanoe reads fastest.
-- Only flat columns go out: each becomes a tile attribute that a MapLibre style can use.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    names.primary AS name,
    subtype,
    class,
    height,
    -- What to extrude to: the measured height, else about 3 m a storey, else nothing.
    coalesce(height, num_floors * 3.0) AS render_height,
    coalesce(min_height, 0) AS render_base,
    -- The source entry whose property is '' covers the whole feature, footprint included.
    list_filter(sources, s -> s.property = '')[1].dataset AS footprint_source,
    geometry
  FROM read_parquet(
    's3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*',
    hive_partitioning = 1
  )
  WHERE bbox.xmax >= 14.490 AND bbox.xmin <= 14.525
    AND bbox.ymax >= 46.042 AND bbox.ymin <= 46.060
    AND NOT coalesce(is_underground, false)
) TO 'ljubljana_buildings.geojsonl' WITH (FORMAT GDAL, DRIVER 'GeoJSONSeq');
