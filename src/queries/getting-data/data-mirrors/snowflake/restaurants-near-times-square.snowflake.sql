-- Restaurants within 1 km of Times Square, with their first address and phone number.
-- OVERTURE_PLACES is the database name chosen when the Places listing was added: use yours.
SELECT
  id,
  names['primary']::VARCHAR AS name,
  addresses['list'][0]['element']['freeform']::VARCHAR AS street_address,
  phones['list'][0]['element']::VARCHAR AS phone,
  confidence,
  ROUND(ST_DISTANCE(geometry, ST_MAKEPOINT(-73.9855, 40.7580))) AS metres_away
FROM OVERTURE_PLACES.CARTO.PLACE
WHERE categories['primary']::VARCHAR = 'restaurant'
  AND ST_DWITHIN(geometry, ST_MAKEPOINT(-73.9855, 40.7580), 1000)
ORDER BY metres_away
LIMIT 100;
