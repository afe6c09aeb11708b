-- The same H3 count on the Snowflake mirror, with Snowflake's H3 function.
-- OVERTURE_PLACES is the database name chosen when the Places listing
-- was added: use yours.
SELECT
  H3_POINT_TO_CELL_STRING(geometry, 9) AS h3,
  COUNT(*) AS places,
  COUNT_IF(
    categories['primary']::VARCHAR IN ('restaurant', 'cafe', 'coffee_shop', 'bar', 'bakery')
  ) AS food_and_drink,
  ROUND(AVG(confidence), 2) AS mean_confidence
FROM OVERTURE_PLACES.CARTO.PLACE
WHERE ST_INTERSECTS(
  geometry,
  TO_GEOGRAPHY('POLYGON((2.10 41.35, 2.22 41.35, 2.22 41.43, 2.10 41.43, 2.10 41.35))')
)
  AND confidence >= 0.6
GROUP BY 1
ORDER BY places DESC;
