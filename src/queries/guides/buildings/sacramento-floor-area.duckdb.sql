-- Footprint area and a rough floor area for the commercial buildings of downtown Sacramento.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  class,
  num_floors,
  -- ST_Area_Spheroid reads latitude first; Overture's geometries put longitude first.
  round(ST_Area_Spheroid(ST_FlipCoordinates(geometry))) AS footprint_m2,
  round(ST_Area_Spheroid(ST_FlipCoordinates(geometry)) * num_floors) AS floor_area_m2
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin >= -121.505 AND bbox.xmax <= -121.485
  AND bbox.ymin >= 38.570 AND bbox.ymax <= 38.585
  AND subtype = 'commercial'
ORDER BY footprint_m2 DESC
LIMIT 25;
