-- Road segments in downtown Los Angeles: how many carry a subclass, signposted
-- destinations, and the connectors list that replaced connector_ids.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  class,
  coalesce(subclass, '(none)') AS subclass,
  count(*) AS segments,
  count(*) FILTER (WHERE len(destinations) > 0) AS with_destinations,
  round(avg(len(connectors)), 1) AS avg_connectors
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
WHERE subtype = 'road'
  AND bbox.xmin >= -118.27 AND bbox.xmax <= -118.22
  AND bbox.ymin >= 34.03 AND bbox.ymax <= 34.07
GROUP BY ALL
ORDER BY segments DESC;
