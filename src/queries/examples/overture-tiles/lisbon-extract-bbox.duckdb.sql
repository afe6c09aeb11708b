-- The extent of Lisbon from the divisions theme, rounded outwards and written
-- as min_lon,min_lat,max_lon,max_lat: the form `pmtiles extract --bbox=` takes.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  names.primary AS name,
  subtype,
  concat_ws(
    ',',
    floor(bbox.xmin * 1000) / 1000,
    floor(bbox.ymin * 1000) / 1000,
    ceil(bbox.xmax * 1000) / 1000,
    ceil(bbox.ymax * 1000) / 1000
  ) AS extract_bbox
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*',
  hive_partitioning = 1
)
-- A loose box around the city first, so DuckDB skips most of the files.
WHERE bbox.xmin >= -9.6 AND bbox.xmax <= -8.9
  AND bbox.ymin >= 38.5 AND bbox.ymax <= 39.0
  AND country = 'PT'
  AND subtype IN ('county', 'locality')
  AND names.primary = 'Lisboa'
  AND is_land;
