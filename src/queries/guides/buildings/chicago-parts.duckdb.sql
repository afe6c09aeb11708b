-- Buildings in the Chicago Loop that have parts, with a summary of those parts.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH buildings AS (
  SELECT id, names.primary AS name, height
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
  WHERE has_parts
    AND bbox.xmax >= -87.640 AND bbox.xmin <= -87.620
    AND bbox.ymax >= 41.875 AND bbox.ymin <= 41.890
),
parts AS (
  -- A slightly larger box: raised parts can reach past their building's footprint.
  SELECT building_id, height, min_height, roof_shape
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building_part/*')
  WHERE bbox.xmax >= -87.645 AND bbox.xmin <= -87.615
    AND bbox.ymax >= 41.870 AND bbox.ymin <= 41.895
)
SELECT
  b.id,
  b.name,
  b.height AS building_height,
  count(*) AS parts,
  max(p.height) AS tallest_part,
  count(p.min_height) AS raised_parts,
  list_distinct(list(p.roof_shape)) AS roof_shapes
FROM buildings AS b
JOIN parts AS p ON p.building_id = b.id
GROUP BY b.id, b.name, b.height
ORDER BY parts DESC;
