-- How the buildings of central Nairobi changed since the previous release,
-- by change type. theme, type and change_type come from the folder names.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT type, change_type, count(*) AS features
FROM read_parquet(
  's3://overturemaps-us-west-2/changelog/@@release@@/theme=buildings/type=*/change_type=*/*',
  hive_partitioning = true
)
WHERE bbox.xmin >= 36.80 AND bbox.xmax <= 36.84
  AND bbox.ymin >= -1.30 AND bbox.ymax <= -1.27
GROUP BY type, change_type
ORDER BY type, features DESC;
