SET s3_region = 'us-west-2';

SELECT
  class,
  rule.max_speed.value AS max_speed,
  rule.max_speed.unit AS unit,
  count(*) AS segments
FROM (
  SELECT class, unnest(speed_limits) AS rule
  FROM read_parquet(
    's3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*',
    hive_partitioning = 1
  )
  WHERE bbox.xmin BETWEEN 13.37 AND 13.43
    AND bbox.ymin BETWEEN 52.50 AND 52.53
    AND subtype = 'road'
)
WHERE rule.max_speed IS NOT NULL
  AND rule."between" IS NULL
  AND rule."when" IS NULL
GROUP BY ALL
ORDER BY class, segments DESC;
