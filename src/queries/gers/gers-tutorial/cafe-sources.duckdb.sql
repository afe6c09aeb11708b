-- Step 4: where each café came from. Places bridge files are partitioned by the
-- source dataset (meta, Microsoft, PinMeTo); one café can have rows in several.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH cafes AS (
  SELECT id, names.primary AS name
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
  WHERE categories.primary = 'cafe'
    AND bbox.xmin >= 12.565 AND bbox.xmax <= 12.590
    AND bbox.ymin >= 55.675 AND bbox.ymax <= 55.690
)
SELECT c.name, c.id, bridge.dataset, bridge.record_id, bridge.update_time
FROM cafes AS c
JOIN read_parquet(
  's3://overturemaps-us-west-2/bridgefiles/@@release@@/dataset=*/theme=places/type=place/*',
  hive_partitioning = false
) AS bridge USING (id)
ORDER BY c.name, bridge.dataset;
