SET s3_region = 'us-west-2';

WITH b AS (
  SELECT list_filter(sources, s -> s.property = '')[1] AS footprint
  FROM read_parquet(
    's3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*',
    hive_partitioning = 1
  )
  WHERE bbox.xmin BETWEEN 36.78 AND 36.86
    AND bbox.ymin BETWEEN -1.32 AND -1.26
)
SELECT
  footprint.dataset AS dataset,
  count(*) AS buildings,
  round(100.0 * count(*) / sum(count(*)) OVER (), 1) AS share_pct
FROM b
GROUP BY dataset
ORDER BY buildings DESC;
