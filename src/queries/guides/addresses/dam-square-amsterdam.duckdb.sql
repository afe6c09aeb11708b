-- Address points around Dam Square, Amsterdam, with their parts as separate columns.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  street,
  number,
  unit,
  postcode,
  address_levels[1].value AS level_1,
  postal_city,
  round(ST_X(geometry), 6) AS lon,
  round(ST_Y(geometry), 6) AS lat
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=addresses/type=address/*')
WHERE bbox.xmin BETWEEN 4.885 AND 4.900
  AND bbox.ymin BETWEEN 52.368 AND 52.378
ORDER BY street, number
LIMIT 200;
