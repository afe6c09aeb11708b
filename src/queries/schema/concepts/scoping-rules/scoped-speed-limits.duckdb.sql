SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary               AS name,
  sl.max_speed.value          AS max_speed,
  sl.max_speed.unit           AS unit,
  sl."between"                AS stretch,
  sl."when".heading           AS heading,
  sl."when".mode              AS modes,
  sl."when".during            AS during
FROM (
  SELECT id, names, unnest(speed_limits) AS sl
  FROM read_parquet(
    's3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*',
    hive_partitioning = 1
  )
  WHERE bbox.xmin BETWEEN 8.15 AND 8.35
    AND bbox.ymin BETWEEN 48.50 AND 48.65
    AND subtype = 'road'
)
WHERE sl."between" IS NOT NULL OR sl."when" IS NOT NULL
LIMIT 50;
