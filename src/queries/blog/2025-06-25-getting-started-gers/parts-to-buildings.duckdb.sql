-- Join by ID within a release: building parts point at their building through building_id.
-- Here, the parts of buildings around the Petronas Towers in Kuala Lumpur.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH buildings AS (
  SELECT id, names.primary AS name, height, version
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
  WHERE has_parts
    AND bbox.xmin >= 101.705 AND bbox.xmax <= 101.720
    AND bbox.ymin >= 3.150 AND bbox.ymax <= 3.163
),
parts AS (
  SELECT building_id, id AS part_id, height, min_height
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building_part/*')
  WHERE bbox.xmin >= 101.700 AND bbox.xmax <= 101.725
    AND bbox.ymin >= 3.145 AND bbox.ymax <= 3.168
)
SELECT
  b.id AS building_id,
  b.name,
  b.version,
  count(p.part_id) AS parts,
  max(p.height) AS tallest_part_m
FROM buildings AS b
JOIN parts AS p ON p.building_id = b.id
GROUP BY ALL
ORDER BY tallest_part_m DESC;
