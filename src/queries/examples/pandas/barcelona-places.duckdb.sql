-- Places in central Barcelona, with nested columns kept and the geometry as WKB for GeoPandas.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  categories.primary AS category,
  basic_category,
  confidence,
  websites,
  addresses,
  ST_AsWKB(geometry) AS geometry_wkb
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE bbox.xmin <= 2.190 AND bbox.xmax >= 2.150
  AND bbox.ymin <= 41.400 AND bbox.ymax >= 41.375
  AND categories.primary IS NOT NULL;
