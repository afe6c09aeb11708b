SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  class,
  rule.access_type,
  rule."when".heading AS heading,
  rule."when".mode AS modes,
  rule."between" AS stretch
FROM (
  SELECT id, names, class, unnest(access_restrictions) AS rule
  FROM read_parquet(
    's3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*',
    hive_partitioning = 1
  )
  WHERE bbox.xmin BETWEEN 4.88 AND 4.91
    AND bbox.ymin BETWEEN 52.36 AND 52.38
    AND subtype = 'road'
)
WHERE list_contains(rule."when".mode, 'bicycle')
   OR list_contains(rule."when".mode, 'vehicle')
ORDER BY name;
