-- Places within 500 m of Puerta del Sol in Madrid, nearest first.
-- ST_DWITHIN measures in metres on the sphere because geometry is a GEOGRAPHY.
SELECT
  id,
  names.primary AS name,
  categories.primary AS category,
  ROUND(confidence, 2) AS confidence,
  ROUND(ST_DISTANCE(geometry, ST_GEOGPOINT(-3.7035, 40.4168))) AS metres_away
FROM `bigquery-public-data.overture_maps.place`
WHERE ST_DWITHIN(geometry, ST_GEOGPOINT(-3.7035, 40.4168), 500)
  AND confidence >= 0.7
ORDER BY metres_away
LIMIT 200;
