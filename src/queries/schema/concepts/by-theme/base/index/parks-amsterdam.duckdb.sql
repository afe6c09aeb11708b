SET s3_region = 'us-west-2';

SELECT
  names.primary                   AS name,
  class,
  surface,
  -- through JSON, the tag comes back as plain text in every DuckDB version
  source_tags::JSON ->> 'opening_hours' AS opening_hours
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_use/*',
  hive_partitioning = 1
)
WHERE bbox.xmax >= 4.85 AND bbox.xmin <= 4.95
  AND bbox.ymax >= 52.34 AND bbox.ymin <= 52.40
  AND subtype = 'park'
  AND names.primary IS NOT NULL;
