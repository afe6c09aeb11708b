SET s3_region = 'us-west-2';

SELECT
  names.primary            AS name,
  subtype,
  cartography.prominence   AS prominence,
  cartography.min_zoom     AS min_zoom,
  cartography.max_zoom     AS max_zoom
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN -125.0 AND -116.0
  AND bbox.ymin BETWEEN 42.0 AND 49.0
  AND coalesce(cartography.min_zoom, 0) <= 6
  AND coalesce(cartography.max_zoom, 23) >= 6
ORDER BY cartography.prominence DESC NULLS LAST
LIMIT 25;
