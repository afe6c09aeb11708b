-- Step 2: the history of those cafés. The registry says when each ID first appeared
-- and last changed; the changelog says what happened to it in this release.
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
registry AS (
  SELECT id, version, first_seen, last_changed
  FROM read_parquet('s3://overturemaps-us-west-2/registry/*.parquet')
  WHERE bbox.xmin >= 12.565 AND bbox.xmax <= 12.590
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
SELECT c.name, c.id, r.version, r.first_seen, r.last_changed, ch.change_type
FROM cafes AS c
LEFT JOIN registry AS r USING (id)
LEFT JOIN changes AS ch USING (id)
ORDER BY r.first_seen, c.name;
