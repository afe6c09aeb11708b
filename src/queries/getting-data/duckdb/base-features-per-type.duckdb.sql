-- How many features each type of the base theme holds. theme and type come from the folder names.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  theme,
  type,
  count(*) AS features
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=base/type=*/*',
  hive_partitioning = 1,
  union_by_name = true
)
GROUP BY theme, type
ORDER BY features DESC;
