-- One row per segment and connector around West 87th Street in Manhattan: what connector_ids
-- used to list, now with each connector's position along the segment and its coordinates.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH segments AS (
  SELECT id, names.primary AS name, class, connectors
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE bbox.xmax >= -73.976 AND bbox.xmin <= -73.970
    AND bbox.ymax >= 40.786 AND bbox.ymin <= 40.790
),
segment_connectors AS (
  SELECT id AS segment_id, name, class, unnest(connectors) AS connector
  FROM segments
),
connector_points AS (
  -- a slightly larger box, so connectors at segment ends just outside the area still match
  SELECT id, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=connector/*')
  WHERE bbox.xmax >= -73.980 AND bbox.xmin <= -73.966
    AND bbox.ymax >= 40.783 AND bbox.ymin <= 40.793
)
SELECT
  s.segment_id,
  s.name,
  s.class,
  s.connector.connector_id AS connector_id,
  s.connector.at AS at_fraction,  -- 0 = first vertex of the segment, 1 = last
  ST_X(p.geometry) AS lon,
  ST_Y(p.geometry) AS lat
FROM segment_connectors AS s
LEFT JOIN connector_points AS p ON p.id = s.connector.connector_id
ORDER BY s.segment_id, at_fraction;
