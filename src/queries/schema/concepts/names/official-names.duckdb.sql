SET s3_region = 'us-west-2';

SELECT names.primary AS name, r.language, r.value AS official_name
FROM (
  SELECT names, unnest(names.rules) AS r
  FROM read_parquet(
    's3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*',
    hive_partitioning = 1
  )
  WHERE bbox.xmin BETWEEN -18.0 AND 4.0
    AND bbox.ymin BETWEEN 4.0 AND 25.0
    AND subtype = 'country'
)
WHERE r.variant = 'official';
