-- Which land use subtype and class pairs occur in the Netherlands, and how often.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  subtype,
  class,
  count(*) AS features,
  count(names.primary) AS named
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_use/*')
WHERE bbox.xmin >= 3.3 AND bbox.xmax <= 7.3
  AND bbox.ymin >= 50.7 AND bbox.ymax <= 53.6
GROUP BY subtype, class
ORDER BY subtype, features DESC;
