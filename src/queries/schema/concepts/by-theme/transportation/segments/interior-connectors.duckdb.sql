SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  class,
  len(connectors) AS connectors,
  len(list_filter(connectors, c -> c.at > 0 AND c.at < 1)) AS interior_connectors
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN 2.33 AND 2.36
  AND bbox.ymin BETWEEN 48.85 AND 48.87
  AND subtype = 'road'
ORDER BY interior_connectors DESC
LIMIT 10;
