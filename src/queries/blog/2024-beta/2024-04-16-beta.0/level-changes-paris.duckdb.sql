-- Road segments in central Paris whose level changes along their length.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  class,
  name,
  bbox_type,
  lr.value AS level,
  lr."between" AS stretch
FROM (
  SELECT
    id,
    class,
    names.primary AS name,
    typeof(bbox.xmin) AS bbox_type,
    unnest(level_rules) AS lr
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE bbox.xmin <= 2.360
    AND bbox.xmax >= 2.330
    AND bbox.ymin <= 48.870
    AND bbox.ymax >= 48.850
    AND subtype = 'road'
)
WHERE lr."between" IS NOT NULL
LIMIT 25;
