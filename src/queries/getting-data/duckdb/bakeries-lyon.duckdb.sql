-- Bakeries on the Presqu'île in Lyon, most reliable first.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  addresses[1].freeform AS street,
  websites[1] AS website,
  round(confidence, 2) AS confidence,
  ST_X(geometry) AS lon,
  ST_Y(geometry) AS lat
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE bbox.xmin BETWEEN 4.825 AND 4.845   -- a place is a point, so xmin and ymin are its position
  AND bbox.ymin BETWEEN 45.755 AND 45.772
  AND categories.primary = 'bakery'
  AND operating_status = 'open'
ORDER BY confidence DESC;
