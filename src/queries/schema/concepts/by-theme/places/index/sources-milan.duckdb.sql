SET s3_region = 'us-west-2';

SELECT s.dataset, s.license, count(*) AS entries
FROM (
  SELECT unnest(sources) AS s
  FROM read_parquet(
    's3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*',
    hive_partitioning = 1
  )
  WHERE bbox.xmin BETWEEN 9.17 AND 9.20
    AND bbox.ymin BETWEEN 45.455 AND 45.475
)
GROUP BY ALL
ORDER BY entries DESC;
