-- Step 1: pick features to follow. Cafés in central Copenhagen, with the ID and
-- version you would store next to your own data.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT id, version, names.primary AS name, addresses[1].freeform AS address, confidence
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE categories.primary = 'cafe'
  AND bbox.xmin >= 12.565 AND bbox.xmax <= 12.590
  AND bbox.ymin >= 55.675 AND bbox.ymax <= 55.690
ORDER BY confidence DESC
LIMIT 20;
