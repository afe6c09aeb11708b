-- Buildings in Singapore's Downtown Core with their height, primary source and WKT geometry.
-- Download the result as CSV from the Athena console and drop it on kepler.gl.
SELECT
  id,
  names.primary AS name,
  class,
  height,
  num_floors,
  coalesce(height, num_floors * 3.0, 4.0) AS height_for_3d,
  -- The dataset of the first source entry, usually the one that supplied the outline.
  element_at(transform(sources, s -> s.dataset), 1) AS primary_source,
  ST_AsText(ST_GeomFromBinary(geometry)) AS geometry
FROM overture.release.@@athena_release@@
WHERE theme = 'buildings'
  AND type = 'building'
  AND bbox.xmin <= 103.865
  AND bbox.xmax >= 103.840
  AND bbox.ymin <= 1.295
  AND bbox.ymax >= 1.270;
