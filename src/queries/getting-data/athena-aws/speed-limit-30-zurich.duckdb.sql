-- Road segments in Zürich with at least one 30 km/h maximum-speed rule.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  class,
  speed_limits,
  ST_AsText(geometry) AS wkt
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
WHERE subtype = 'road'
  AND bbox.xmin <= 8.58
  AND bbox.xmax >= 8.50
  AND bbox.ymin <= 47.40
  AND bbox.ymax >= 47.35
  AND len(list_filter(speed_limits, s -> s.max_speed.value = 30 AND s.max_speed.unit = 'km/h')) > 0;
