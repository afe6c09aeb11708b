-- The tallest buildings in Downtown Dubai, estimating height from floors where it is missing.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';
SET VARIABLE metres_per_floor = 3.5;  -- a rough storey height; adjust for your area

SELECT
  id,
  names.primary AS name,
  height,
  num_floors,
  num_floors_underground,
  coalesce(height, num_floors * getvariable('metres_per_floor')) AS height_or_estimate,
  height IS NULL AS is_estimate
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmax >= 55.260 AND bbox.xmin <= 55.290
  AND bbox.ymax >= 25.180 AND bbox.ymin <= 25.210
  AND (height IS NOT NULL OR num_floors IS NOT NULL)
ORDER BY height_or_estimate DESC
LIMIT 25;
