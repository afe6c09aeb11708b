-- How many road segments of each class touch a box over central Munich.
SELECT
  class,
  count(*) AS segments
FROM overture.release.@@athena_release@@
WHERE theme = 'transportation'
  AND type = 'segment'
  AND subtype = 'road'
  AND bbox.xmin <= 11.60
  AND bbox.xmax >= 11.54
  AND bbox.ymin <= 48.16
  AND bbox.ymax >= 48.12
GROUP BY class
ORDER BY segments DESC;
