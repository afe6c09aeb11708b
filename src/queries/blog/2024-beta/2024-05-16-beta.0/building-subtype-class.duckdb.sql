-- Building subtypes and the finer classes inside each, in central Berlin.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  subtype,
  class,
  count(*) AS buildings
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin <= 13.420
  AND bbox.xmax >= 13.370
  AND bbox.ymin <= 52.530
  AND bbox.ymax >= 52.500
  AND subtype IS NOT NULL
GROUP BY subtype, class
ORDER BY subtype, buildings DESC;
