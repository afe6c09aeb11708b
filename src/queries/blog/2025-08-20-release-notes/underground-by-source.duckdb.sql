-- Buildings in central Nairobi by the source of their footprint, split on is_underground.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  -- The entry with an empty property covers the feature as a whole.
  list_filter(sources, s -> s.property = '')[1].dataset AS dataset,
  is_underground,
  count(*) AS buildings
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin BETWEEN 36.78 AND 36.86
  AND bbox.ymin BETWEEN -1.31 AND -1.26
GROUP BY ALL
ORDER BY dataset, is_underground;
