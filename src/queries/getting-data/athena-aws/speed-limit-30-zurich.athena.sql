-- Road segments in Zürich with at least one 30 km/h maximum-speed rule.
SELECT
  id,
  names.primary AS name,
  class,
  speed_limits,
  ST_AsText(ST_GeomFromBinary(geometry)) AS wkt
FROM overture.release.@@athena_release@@
WHERE theme = 'transportation'
  AND type = 'segment'
  AND subtype = 'road'
  AND bbox.xmin <= 8.58
  AND bbox.xmax >= 8.50
  AND bbox.ymin <= 47.40
  AND bbox.ymax >= 47.35
  AND any_match(speed_limits, s -> s.max_speed.value = 30 AND s.max_speed.unit = 'km/h');
