-- Bridges in central Prague that touch the Vltava river.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH river AS (
  SELECT geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=water/*')
  WHERE names.primary = 'Vltava'
    AND class = 'river'
    AND bbox.xmax >= 14.39 AND bbox.xmin <= 14.44
    AND bbox.ymax >= 50.06 AND bbox.ymin <= 50.11
),
bridges AS (
  SELECT id, names.primary AS name, class, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=infrastructure/*')
  WHERE subtype = 'bridge'
    AND bbox.xmax >= 14.39 AND bbox.xmin <= 14.44
    AND bbox.ymax >= 50.06 AND bbox.ymin <= 50.11
)
-- The river can be split into several features, so keep each bridge once.
SELECT DISTINCT b.id, b.name, b.class
FROM bridges AS b
JOIN river AS r ON ST_Intersects(b.geometry, r.geometry)
ORDER BY b.name;
