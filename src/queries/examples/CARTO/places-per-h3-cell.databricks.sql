-- The same H3 count on the Databricks mirror, where geometry is WKB.
-- Select the catalog you created from the Places listing first. The st_
-- functions need Databricks Runtime @@min_databricks_st_functions@@ or later, or a serverless or pro
-- SQL warehouse.
SELECT
  h3_pointash3string(geometry, 9) AS h3,
  COUNT(*) AS places,
  COUNT_IF(
    categories.primary IN ('restaurant', 'cafe', 'coffee_shop', 'bar', 'bakery')
  ) AS food_and_drink,
  ROUND(AVG(confidence), 2) AS mean_confidence
FROM carto.place
WHERE st_intersects(
  st_geomfromwkb(geometry, 4326),
  st_geomfromtext(
    'POLYGON((2.10 41.35, 2.22 41.35, 2.22 41.43, 2.10 41.43, 2.10 41.35))', 4326
  )
)
  AND confidence >= 0.6
GROUP BY 1
ORDER BY places DESC;
