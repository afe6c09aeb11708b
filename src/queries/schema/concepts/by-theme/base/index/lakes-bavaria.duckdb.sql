INSTALL spatial;
LOAD spatial;
SET s3_region = 'us-west-2';

-- ST_Area gives square degrees: a degree is about 111.32 km north-south,
-- and that times the cosine of the latitude east-west.
SELECT
  names.primary AS name,
  class,
  round(ST_Area(geometry) * 111.32 * 111.32 * cos(radians((bbox.ymin + bbox.ymax) / 2)), 1) AS area_km2
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=base/type=water/*',
  hive_partitioning = 1
)
WHERE bbox.xmin > 10.0 AND bbox.xmax < 13.0
  AND bbox.ymin > 47.4 AND bbox.ymax < 48.2
  AND subtype = 'lake'
  AND ST_Area(geometry) * 111.32 * 111.32 * cos(radians((bbox.ymin + bbox.ymax) / 2)) > 10
ORDER BY area_km2 DESC;
