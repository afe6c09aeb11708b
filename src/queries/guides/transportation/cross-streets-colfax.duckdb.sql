-- Every connector along East Colfax Avenue in central Denver, and the other segments that meet it there.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH segments AS (
  SELECT id, names.primary AS name, class, connectors
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE bbox.xmin < -104.960
    AND bbox.xmax > -104.990
    AND bbox.ymin < 39.745
    AND bbox.ymax > 39.735
),
-- One row per (segment, connector) pair.
touches AS (
  SELECT id AS segment_id, name, class, unnest(connectors) AS c
  FROM segments
),
street AS (
  SELECT segment_id, c.connector_id, c.at
  FROM touches
  WHERE name = 'East Colfax Avenue'
),
points AS (
  SELECT id, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=connector/*')
  WHERE bbox.xmin BETWEEN -104.990 AND -104.960
    AND bbox.ymin BETWEEN 39.735 AND 39.745
)
SELECT
  street.connector_id,
  round(ST_X(points.geometry), 5) AS lon,
  round(ST_Y(points.geometry), 5) AS lat,
  count(DISTINCT other.segment_id) AS other_segments,
  string_agg(DISTINCT coalesce(other.name, '(' || other.class || ')'), '; ') AS meets
FROM street
JOIN touches AS other
  ON other.c.connector_id = street.connector_id
  AND other.segment_id <> street.segment_id
LEFT JOIN points ON points.id = street.connector_id
GROUP BY ALL
ORDER BY lon;
