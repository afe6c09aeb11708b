-- Buildings that touch a polygon drawn around Amsterdam's Jordaan district,
-- counted by subtype, with the average of the heights that are known.
SELECT
  IFNULL(subtype, 'unknown') AS subtype,
  COUNT(*) AS buildings,
  ROUND(AVG(height), 1) AS mean_height_m
FROM `bigquery-public-data.overture_maps.building`
WHERE ST_INTERSECTS(
  geometry,
  ST_GEOGFROMTEXT('POLYGON((4.8770 52.3650, 4.8880 52.3640, 4.8905 52.3800, 4.8800 52.3830, 4.8770 52.3650))')
)
GROUP BY subtype
ORDER BY buildings DESC;
