-- Which source datasets the buildings of downtown Vancouver were conflated from,
-- according to the bridge files: how many buildings have one source, two, and so on.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH buildings AS (
  SELECT id
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
  WHERE bbox.xmin >= -123.13 AND bbox.xmax <= -123.10
    AND bbox.ymin >= 49.275 AND bbox.ymax <= 49.29
),
per_building AS (
  SELECT b.id, count(DISTINCT bridge.dataset) AS datasets, string_agg(DISTINCT bridge.dataset, ', ') AS names
  FROM buildings AS b
  JOIN read_parquet(
    's3://overturemaps-us-west-2/bridgefiles/@@release@@/dataset=*/theme=buildings/type=building/*',
    hive_partitioning = false
  ) AS bridge USING (id)
  GROUP BY b.id
)
SELECT datasets, names, count(*) AS buildings
FROM per_building
GROUP BY datasets, names
ORDER BY buildings DESC;
