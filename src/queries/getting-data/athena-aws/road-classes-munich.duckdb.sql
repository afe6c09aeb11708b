-- How many road segments of each class touch a box over central Munich.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  class,
  count(*) AS segments
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
WHERE subtype = 'road'
  AND bbox.xmin <= 11.60
  AND bbox.xmax >= 11.54
  AND bbox.ymin <= 48.16
  AND bbox.ymax >= 48.12
GROUP BY class
ORDER BY segments DESC;
