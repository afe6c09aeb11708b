-- The highest mapped peaks in the Everest region, with their elevation in metres.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  names.primary AS name,
  elevation,
  wikidata,
  round(ST_Y(geometry), 5) AS lat,
  round(ST_X(geometry), 5) AS lon
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land/*')
WHERE subtype = 'physical'
  AND class = 'peak'
  AND elevation IS NOT NULL
  AND bbox.xmin BETWEEN 86.5 AND 87.3
  AND bbox.ymin BETWEEN 27.7 AND 28.2
ORDER BY elevation DESC
LIMIT 20;
