SET s3_region = 'us-west-2';
SET VARIABLE storey_m = 3.5;  -- assumed metres per storey; change it for your area

WITH shapes AS (
  SELECT id, 'building' AS kind, height, num_floors, min_height, min_floor, geometry
  FROM read_parquet(
    's3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*',
    hive_partitioning = 1
  )
  WHERE bbox.xmin BETWEEN 101.705 AND 101.718
    AND bbox.ymin BETWEEN 3.152 AND 3.164
    AND NOT coalesce(has_parts, false)
    AND NOT coalesce(is_underground, false)
  UNION ALL
  SELECT id, 'part' AS kind, height, num_floors, min_height, min_floor, geometry
  FROM read_parquet(
    's3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building_part/*',
    hive_partitioning = 1
  )
  WHERE bbox.xmin BETWEEN 101.705 AND 101.718
    AND bbox.ymin BETWEEN 3.152 AND 3.164
    AND NOT coalesce(is_underground, false)
),
based AS (
  SELECT *, coalesce(min_height, min_floor * getvariable('storey_m'), 0) AS base_m
  FROM shapes
),
topped AS (
  SELECT *,
    CASE
      WHEN height IS NOT NULL THEN height
      WHEN num_floors * getvariable('storey_m') > base_m THEN num_floors * getvariable('storey_m')
      ELSE base_m + coalesce(num_floors, 1) * getvariable('storey_m')
    END AS top_m
  FROM based
)
SELECT id, kind, base_m, top_m, top_m - base_m AS extrude_m, geometry
FROM topped
ORDER BY top_m DESC;
