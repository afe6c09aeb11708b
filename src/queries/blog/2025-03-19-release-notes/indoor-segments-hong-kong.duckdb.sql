-- Road segments flagged is_indoor in central Hong Kong, by class and subclass.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  class,
  subclass,
  count(*) AS indoor_segments,
  -- a rule without `between` covers the whole segment
  count(*) FILTER (
    WHERE len(list_filter(road_flags, rule -> rule."between" IS NULL AND list_contains(rule.values, 'is_indoor'))) > 0
  ) AS indoor_end_to_end
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
WHERE subtype = 'road'
  AND bbox.xmin < 114.20
  AND bbox.xmax > 114.14
  AND bbox.ymin < 22.30
  AND bbox.ymax > 22.27
  AND list_contains(flatten(list_transform(road_flags, rule -> rule.values)), 'is_indoor')
GROUP BY ALL
ORDER BY indoor_segments DESC;
