-- What the network around Denver is made of: segments per subtype and class, and how many carry rules.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  subtype,
  class,
  count(*) AS segments,
  count(names.primary) AS named,
  count(speed_limits) AS with_speed_limits,
  count(access_restrictions) AS with_access_rules,
  count(*) FILTER (WHERE len(routes) > 0) AS on_routes
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
WHERE bbox.xmin < -104.90
  AND bbox.xmax > -105.05
  AND bbox.ymin < 39.80
  AND bbox.ymax > 39.68
GROUP BY ALL
ORDER BY subtype, segments DESC;
