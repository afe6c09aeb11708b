-- Rebuilding the old connector_ids list from connectors, for code that still expects it.
-- connectors keeps each connector's position along the segment (at) as well.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  class,
  list_transform(connectors, c -> c.connector_id) AS connector_ids,
  list_transform(connectors, c -> c.at) AS connector_positions
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
WHERE subtype = 'road'
  AND bbox.xmin >= 2.33 AND bbox.xmax <= 2.36
  AND bbox.ymin >= 48.85 AND bbox.ymax <= 48.87
LIMIT 10;
