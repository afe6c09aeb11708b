-- Junctions in central Lyon: unnest each road segment's connectors, count how many
-- segments share each connector, and fetch the connector's point from the connector type.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH touches AS (
  SELECT
    s.id AS segment_id,
    s.class,
    unnest(s.connectors).connector_id AS connector_id
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*') AS s
  WHERE s.subtype = 'road'
    AND s.bbox.xmin >= 4.82 AND s.bbox.xmax <= 4.86
    AND s.bbox.ymin >= 45.75 AND s.bbox.ymax <= 45.77
),
junctions AS (
  SELECT
    connector_id,
    count(DISTINCT segment_id) AS segments,
    list_distinct(list(class)) AS classes
  FROM touches
  GROUP BY connector_id
  HAVING count(DISTINCT segment_id) >= 3
)
SELECT
  j.connector_id,
  j.segments,
  j.classes,
  ST_X(c.geometry) AS lon,
  ST_Y(c.geometry) AS lat
FROM junctions AS j
JOIN read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=connector/*') AS c
  ON c.id = j.connector_id
WHERE c.bbox.xmin >= 4.81 AND c.bbox.xmax <= 4.87
  AND c.bbox.ymin >= 45.74 AND c.bbox.ymax <= 45.78
ORDER BY j.segments DESC
LIMIT 25;
