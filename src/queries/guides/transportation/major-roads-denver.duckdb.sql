-- The main roads of downtown Denver: motorways down to secondary roads, with their links.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  class,
  subclass,
  len(connectors) AS connectors,
  ST_AsText(geometry) AS wkt
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
-- Lines overlapping the box, not only those starting in it.
WHERE bbox.xmin < -104.97
  AND bbox.xmax > -105.01
  AND bbox.ymin < 39.76
  AND bbox.ymax > 39.73
  AND subtype = 'road'
  AND class IN ('motorway', 'trunk', 'primary', 'secondary')
ORDER BY class, name;
