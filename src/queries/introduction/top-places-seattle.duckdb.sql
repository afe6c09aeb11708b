INSTALL spatial;
LOAD spatial;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary       AS name,
  categories.primary  AS category,
  round(confidence, 2) AS confidence
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN -122.345 AND -122.338
  AND bbox.ymin BETWEEN 47.607 AND 47.612
ORDER BY confidence DESC
LIMIT 10;
