SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  height,
  num_floors,
  class
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN -74.00 AND -73.96
  AND bbox.ymin BETWEEN 40.74 AND 40.77
  AND height > 150
ORDER BY height DESC
LIMIT 20;
