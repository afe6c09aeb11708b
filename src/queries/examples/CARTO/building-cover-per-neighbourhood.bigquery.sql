-- Building cover of each neighbourhood of Barcelona: how many buildings
-- have their centre in it, the share of its land they cover and their
-- mean known height. One row per neighbourhood polygon, ready to style as
-- a choropleth in CARTO Builder.
WITH neighbourhoods AS (
  SELECT
    id AS area_id,
    names.primary AS neighbourhood,
    geometry,
    ST_AREA(geometry) AS land_m2
  FROM `bigquery-public-data.overture_maps.division_area`
  WHERE country = 'ES'
    AND subtype = 'neighborhood'
    AND class = 'land'
    AND ST_INTERSECTSBOX(geometry, 2.05, 41.32, 2.23, 41.47)
),
buildings AS (
  SELECT
    ST_CENTROID(geometry) AS centre,
    ST_AREA(geometry) AS footprint_m2,
    height
  FROM `bigquery-public-data.overture_maps.building`
  WHERE ST_INTERSECTSBOX(geometry, 2.05, 41.32, 2.23, 41.47)
)
SELECT
  n.area_id,
  ANY_VALUE(n.neighbourhood) AS neighbourhood,
  ANY_VALUE(n.geometry) AS geometry,
  COUNT(*) AS buildings,
  ROUND(100 * SUM(b.footprint_m2) / ANY_VALUE(n.land_m2), 1) AS built_cover_pct,
  ROUND(AVG(b.height), 1) AS mean_height_m
FROM neighbourhoods AS n
JOIN buildings AS b
  ON ST_CONTAINS(n.geometry, b.centre)
GROUP BY n.area_id
ORDER BY built_cover_pct DESC;
