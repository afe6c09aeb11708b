-- Places in central Barcelona per H3 cell at resolution 9 (about 0.1 km²),
-- and how many of them serve food or drink. Builder reads the column
-- named h3 as H3 cell ids. H3_FROMGEOGPOINT is part of CARTO's free
-- Analytics Toolbox core module, shared in the US region as carto-os.
SELECT
  `carto-os.carto.H3_FROMGEOGPOINT`(geometry, 9) AS h3,
  COUNT(*) AS places,
  COUNTIF(
    categories.primary IN ('restaurant', 'cafe', 'coffee_shop', 'bar', 'bakery')
  ) AS food_and_drink,
  ROUND(AVG(confidence), 2) AS mean_confidence
FROM `bigquery-public-data.overture_maps.place`
WHERE ST_INTERSECTSBOX(geometry, 2.10, 41.35, 2.22, 41.43)
  AND confidence >= 0.6
GROUP BY h3
ORDER BY places DESC;
