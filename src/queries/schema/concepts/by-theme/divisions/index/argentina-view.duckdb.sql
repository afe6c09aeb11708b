SET s3_region = 'us-west-2';

SELECT id, subtype, names.primary AS name, perspectives
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN -75.0 AND -53.0
  AND bbox.ymin BETWEEN -56.0 AND -21.0
  AND subtype IN ('country', 'dependency', 'region')
  AND (
    perspectives IS NULL
    OR (perspectives.mode = 'accepted_by' AND list_contains(perspectives.countries, 'AR'))
    OR (perspectives.mode = 'disputed_by' AND NOT list_contains(perspectives.countries, 'AR'))
  );
