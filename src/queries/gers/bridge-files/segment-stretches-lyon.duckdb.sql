-- A road in Overture is often cut differently from the OpenStreetMap ways it came from.
-- For the segments of central Lyon, which part of each segment (between) comes from
-- which part of which way (dataset_between)? Both are fractions of length, 0 to 1.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH segments AS (
  SELECT id, names.primary AS name, class
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE subtype = 'road'
    AND bbox.xmin >= 4.830 AND bbox.xmax <= 4.840
    AND bbox.ymin >= 45.760 AND bbox.ymax <= 45.766
)
SELECT s.id, s.name, s.class, bridge.record_id, bridge."between", bridge.dataset_between
FROM segments AS s
JOIN read_parquet(
  's3://overturemaps-us-west-2/bridgefiles/@@release@@/dataset=OpenStreetMap/theme=transportation/type=segment/*',
  hive_partitioning = false
) AS bridge USING (id)
ORDER BY s.name, s.id, bridge."between"[1];
