-- Central Kuala Lumpur: where each building footprint comes from, and how many carry 3D parts.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH buildings AS (
  SELECT id, sources[1].dataset AS footprint_source, coalesce(has_parts, false) AS has_parts
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
  WHERE bbox.xmax >= 101.68 AND bbox.xmin <= 101.73
    AND bbox.ymax >= 3.13 AND bbox.ymin <= 3.17
),
parts AS (
  -- A part names its building in building_id; count them per building.
  SELECT building_id, count(*) AS part_count
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building_part/*')
  WHERE bbox.xmax >= 101.67 AND bbox.xmin <= 101.74
    AND bbox.ymax >= 3.12 AND bbox.ymin <= 3.18
  GROUP BY building_id
)
SELECT
  b.footprint_source,
  count(*) AS buildings,
  count(*) FILTER (WHERE b.has_parts) AS buildings_with_parts,
  coalesce(sum(p.part_count), 0) AS parts
FROM buildings AS b
LEFT JOIN parts AS p ON p.building_id = b.id
GROUP BY b.footprint_source
ORDER BY buildings DESC;
