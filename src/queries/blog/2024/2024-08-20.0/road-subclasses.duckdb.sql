-- Road segments around West 87th Street in Manhattan that carry a subclass,
-- with how many connectors and signed destinations each one lists.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  class,
  subclass,                                             -- holds for the whole segment
  [rule.value FOR rule IN subclass_rules] AS subclass_by_stretch,  -- holds for part of it
  len(connectors) AS connector_count,
  len(destinations) AS destination_count
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
WHERE subtype = 'road'
  AND bbox.xmax >= -73.980 AND bbox.xmin <= -73.968
  AND bbox.ymax >= 40.784 AND bbox.ymin <= 40.792
  AND (subclass IS NOT NULL OR subclass_rules IS NOT NULL)
ORDER BY class, subclass, name;
