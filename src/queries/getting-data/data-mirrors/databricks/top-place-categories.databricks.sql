-- The twenty most common primary categories in the shared places table.
-- Run it with the catalog you created from the Places listing (overture_places here) selected.
SELECT
  categories.primary AS category,
  COUNT(*) AS places
FROM carto.place
WHERE categories.primary IS NOT NULL
GROUP BY categories.primary
ORDER BY places DESC
LIMIT 20;
