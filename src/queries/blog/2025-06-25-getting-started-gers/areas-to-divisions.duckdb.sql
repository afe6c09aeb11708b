-- Join by ID across types: each Swiss canton's land area (division_area.division_id)
-- to its division, and each division to its parent (parent_division_id).
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH divisions AS (
  SELECT id, names.primary AS name, subtype, population, parent_division_id
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*')
  WHERE country = 'CH'
    AND subtype IN ('country', 'region')
    AND bbox.xmin >= 5.9 AND bbox.xmax <= 10.5
    AND bbox.ymin >= 45.8 AND bbox.ymax <= 47.9
),
areas AS (
  SELECT id AS area_id, division_id
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*')
  WHERE country = 'CH'
    AND subtype = 'region'
    AND is_land
    AND bbox.xmin >= 5.9 AND bbox.xmax <= 10.5
    AND bbox.ymin >= 45.8 AND bbox.ymax <= 47.9
)
SELECT
  d.name AS canton,
  d.id AS division_id,
  a.area_id,
  d.population,
  parent.name AS parent
FROM areas AS a
JOIN divisions AS d ON d.id = a.division_id
LEFT JOIN divisions AS parent ON parent.id = d.parent_division_id
ORDER BY d.population DESC NULLS LAST;
