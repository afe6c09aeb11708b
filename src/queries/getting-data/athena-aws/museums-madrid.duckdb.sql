-- Museums in central Madrid, by primary or alternate category, with their coordinates.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  categories.primary AS category,
  confidence,
  ST_X(geometry) AS lon,
  ST_Y(geometry) AS lat
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE bbox.xmin BETWEEN -3.72 AND -3.68
  AND bbox.ymin BETWEEN 40.40 AND 40.43
  AND (categories.primary = 'museum' OR list_contains(categories.alternate, 'museum'))
ORDER BY confidence DESC;
