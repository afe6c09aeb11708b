-- Land use polygons, lines and points that touch central Barcelona.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  subtype,
  class,
  names.primary AS name,
  surface,
  ST_GeometryType(geometry) AS geometry_type
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_use/*')
-- Overlap test: keeps large areas that reach into the box from outside.
WHERE bbox.xmax >= 2.150 AND bbox.xmin <= 2.190
  AND bbox.ymax >= 41.375 AND bbox.ymin <= 41.400
ORDER BY subtype, class;
