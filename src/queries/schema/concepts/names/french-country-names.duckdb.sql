SET s3_region = 'us-west-2';

SELECT
  names.primary AS local_name,
  coalesce(names.common['fr-CA'], names.common['fr'], names.primary) AS name_fr,
  names.common['fr'] IS NOT NULL AS has_french
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN -18.0 AND 4.0
  AND bbox.ymin BETWEEN 4.0 AND 25.0
  AND subtype = 'country'
ORDER BY name_fr;
