-- Buildings that touch a polygon in central Copenhagen, tallest first (unknown heights sort last).
-- Run it with the Buildings catalog (overture_buildings here) selected, on a SQL warehouse
-- (serverless or pro) or a cluster on Databricks Runtime @@min_databricks_st_functions@@ or later: the st_ functions need one.
SELECT
  id,
  names.primary AS name,
  subtype,
  class,
  height,
  num_floors
FROM carto.building
WHERE st_intersects(
  st_geomfromwkb(geometry, 4326),
  st_geomfromtext('POLYGON((12.5650 55.6740, 12.5850 55.6740, 12.5850 55.6830, 12.5650 55.6830, 12.5650 55.6740))', 4326)
)
ORDER BY height DESC
LIMIT 100;
