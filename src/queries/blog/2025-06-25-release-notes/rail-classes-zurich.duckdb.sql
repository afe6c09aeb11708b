-- Rail segments around Zurich: how many of each class, and how many carry a few of the rail flags.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH rail AS (
  SELECT
    class,
    -- All flags of a segment in one list, whether a rule covers the whole segment or a stretch.
    flatten(list_transform(rail_flags, rule -> rule.values)) AS flags
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE subtype = 'rail'
    AND bbox.xmin BETWEEN 8.45 AND 8.62
    AND bbox.ymin BETWEEN 47.32 AND 47.43
)
SELECT
  class,
  count(*) AS segments,
  count_if(list_contains(flags, 'is_passenger')) AS passenger,
  count_if(list_contains(flags, 'is_freight')) AS freight,
  count_if(list_contains(flags, 'is_bridge')) AS bridge,
  count_if(list_contains(flags, 'is_tunnel')) AS tunnel
FROM rail
GROUP BY class
ORDER BY segments DESC;
