-- Speed limit rules on Lyon's roads: one row per rule, showing whether it covers
-- the whole segment (no between) or only a stretch, and whether it has conditions (when).
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH rules AS (
  SELECT
    class,
    unnest(speed_limits) AS rule
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE subtype = 'road'
    AND bbox.xmin >= 4.80 AND bbox.xmax <= 4.90
    AND bbox.ymin >= 45.72 AND bbox.ymax <= 45.80
)
SELECT
  class,
  rule.max_speed.value AS max_speed,
  rule.max_speed.unit AS unit,
  rule."between" IS NULL AS whole_segment,
  rule."when" IS NOT NULL AS conditional,
  count(*) AS rules
FROM rules
GROUP BY ALL
ORDER BY class, rules DESC;
