-- Save the buildings of Barcelona to a table in your own project,
-- clustered on geometry, so that Builder and repeated queries read this
-- small table instead of the global one. Replace your-project.overture_work
-- with a dataset you own, in the US multi-region.
CREATE OR REPLACE TABLE `your-project.overture_work.barcelona_buildings`
CLUSTER BY geometry
AS
SELECT
  id,
  subtype,
  class,
  height,
  num_floors,
  ST_AREA(geometry) AS footprint_m2,
  geometry
FROM `bigquery-public-data.overture_maps.building`
WHERE ST_INTERSECTSBOX(geometry, 2.05, 41.32, 2.23, 41.47);
