-- Valencia's main roads, from motorways down to tertiary streets, with the class to colour them by.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  class,
  geometry
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
WHERE subtype = 'road'
  AND class IN ('motorway', 'trunk', 'primary', 'secondary', 'tertiary')
  AND bbox.xmin <= -0.300 AND bbox.xmax >= -0.450
  AND bbox.ymin <= 39.520 AND bbox.ymax >= 39.400;
