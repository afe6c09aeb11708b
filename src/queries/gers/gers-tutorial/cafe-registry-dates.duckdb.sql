-- Step 3b: when each café's ID first appeared and last changed, from the GERS registry.
-- The registry has no release in its path: one registry is updated with every release.
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
)
SELECT c.name, c.id, r.version, r.first_seen, r.last_changed
FROM cafes AS c
LEFT JOIN registry AS r USING (id)
ORDER BY r.first_seen, c.name;
