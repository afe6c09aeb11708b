-- Buildings that touch a polygon around central Lyon, counted by subtype.
-- OVERTURE_BUILDINGS is the database name chosen when the Buildings listing was added.
SELECT
  COALESCE(subtype, 'unknown') AS subtype,
  COUNT(*) AS buildings,
  ROUND(AVG(height), 1) AS mean_height_m
FROM OVERTURE_BUILDINGS.CARTO.BUILDING
WHERE ST_INTERSECTS(
  geometry,
  TO_GEOGRAPHY('POLYGON((4.8200 45.7550, 4.8450 45.7550, 4.8450 45.7700, 4.8200 45.7700, 4.8200 45.7550))')
)
GROUP BY 1
ORDER BY buildings DESC;
