-- Borders between US states around the Oregon-California line, with the state on each side.
-- The type was called boundary and the column divisions before 2024-07-22.0.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH boundaries AS (
  SELECT id, class, is_land, is_territorial, division_ids, sources
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_boundary/*')
  WHERE subtype = 'region'
    AND bbox.xmax >= -124.6 AND bbox.xmin <= -119.9
    AND bbox.ymax >= 41.8 AND bbox.ymin <= 42.2
),
states AS (
  -- division points of US states in the western part of the country
  SELECT id, names.primary AS name
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*')
  WHERE subtype = 'region'
    AND country = 'US'
    AND bbox.xmin >= -125.0 AND bbox.xmax <= -110.0
    AND bbox.ymin >= 31.0 AND bbox.ymax <= 47.0
)
SELECT
  b.id,
  b.class,
  b.is_land,
  b.is_territorial,
  l.name AS left_side,   -- division_ids[1]: on the left, walking from the line's first point
  r.name AS right_side,  -- division_ids[2]: on the right
  b.sources[1].dataset AS source,
  b.sources[1].update_time AS source_update_time  -- a top-level column before v1.0.0
FROM boundaries AS b
LEFT JOIN states AS l ON l.id = b.division_ids[1]
LEFT JOIN states AS r ON r.id = b.division_ids[2]
ORDER BY b.is_land DESC, b.id;
