SET s3_region = 'us-west-2';

SELECT subtype, class, count(*) AS features
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_use/*',
  hive_partitioning = 1
)
WHERE bbox.xmax >= 4.85 AND bbox.xmin <= 4.95
  AND bbox.ymax >= 52.34 AND bbox.ymin <= 52.40
GROUP BY ALL
ORDER BY features DESC;
