-- What kinds of infrastructure the base theme holds around central Amsterdam.
-- Only files and row groups whose bbox statistics overlap the area are fetched.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  subtype,
  class,
  count(*) AS features
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=infrastructure/*')
WHERE bbox.xmin < 4.92
  AND bbox.xmax > 4.87
  AND bbox.ymin < 52.385
  AND bbox.ymax > 52.36
GROUP BY subtype, class
ORDER BY features DESC
LIMIT 15;
