-- Step 3a: what happened to each café in this release, from the places changelog.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH cafes AS (
  SELECT id, names.primary AS name
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
  WHERE categories.primary = 'cafe'
    AND bbox.xmin >= 12.565 AND bbox.xmax <= 12.590
    AND bbox.ymin >= 55.675 AND bbox.ymax <= 55.690
),
changes AS (
  SELECT id, change_type
  FROM read_parquet(
    's3://overturemaps-us-west-2/changelog/@@release@@/theme=places/type=place/change_type=*/*',
    hive_partitioning = true
  )
  WHERE bbox.xmin >= 12.565 AND bbox.xmax <= 12.590
    AND bbox.ymin >= 55.675 AND bbox.ymax <= 55.690
)
SELECT c.name, c.id, ch.change_type
FROM cafes AS c
LEFT JOIN changes AS ch USING (id)
ORDER BY ch.change_type, c.name;
