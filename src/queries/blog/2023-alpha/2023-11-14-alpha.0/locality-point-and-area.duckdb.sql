-- Localities around Portland, Oregon: each division point beside the area polygon that belongs to it.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH points AS (
  SELECT id, names.primary AS name, region, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*')
  WHERE subtype = 'locality'
    AND bbox.xmin >= -122.85 AND bbox.xmax <= -122.45
    AND bbox.ymin >= 45.40 AND bbox.ymax <= 45.65
),
areas AS (
  -- Areas only need to touch the box: a city's polygon can reach well past its point.
  SELECT division_id, class, is_land, is_territorial, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*')
  WHERE subtype = 'locality'
    AND bbox.xmax >= -122.85 AND bbox.xmin <= -122.45
    AND bbox.ymax >= 45.40 AND bbox.ymin <= 45.65
)
SELECT
  p.id,
  p.name,
  p.region,
  round(ST_X(p.geometry), 5) AS point_lon,
  round(ST_Y(p.geometry), 5) AS point_lat,
  a.class AS area_class,
  a.is_land,
  a.is_territorial,
  ST_Contains(a.geometry, p.geometry) AS point_inside_area
FROM points AS p
LEFT JOIN areas AS a ON a.division_id = p.id
ORDER BY p.name, a.class;
