-- Which kinds of division areas cover a box, and how many of each. Run it
-- for your own city to find the subtype (neighborhood, macrohood, borough,
-- …) that splits it the way you want.
SELECT
  subtype,
  class,
  COUNT(*) AS areas,
  ANY_VALUE(names.primary) AS example_name
FROM `bigquery-public-data.overture_maps.division_area`
WHERE ST_INTERSECTSBOX(geometry, 2.05, 41.32, 2.23, 41.47)
GROUP BY subtype, class
ORDER BY areas DESC;
