-- Museums in central Madrid, by primary or alternate category, with their coordinates.
SELECT
  id,
  names.primary AS name,
  categories.primary AS category,
  confidence,
  ST_X(ST_GeomFromBinary(geometry)) AS lon,
  ST_Y(ST_GeomFromBinary(geometry)) AS lat
FROM overture.release.@@athena_release@@
WHERE theme = 'places'
  AND type = 'place'
  AND bbox.xmin BETWEEN -3.72 AND -3.68
  AND bbox.ymin BETWEEN 40.40 AND 40.43
  AND (categories.primary = 'museum' OR contains(categories.alternate, 'museum'))
ORDER BY confidence DESC;
