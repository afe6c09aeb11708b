SET s3_region = 'us-west-2';

SELECT subtype, class, count(*) AS segments
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN 4.86 AND 4.93
  AND bbox.ymin BETWEEN 52.35 AND 52.39
GROUP BY subtype, class
ORDER BY subtype, segments DESC;
