SET s3_region = 'us-west-2';

SELECT id, names.primary AS name, categories.primary AS category
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN 13.37 AND 13.42
  AND bbox.ymin BETWEEN 52.50 AND 52.53
  AND len(list_filter(sources, s -> lower(s.dataset) LIKE '%foursquare%')) = 0;
