SET s3_region = 'us-west-2';

WITH stops AS (
  SELECT id AS segment_id, class, unnest(connectors) AS c
  FROM read_parquet(
    's3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*',
    hive_partitioning = 1
  )
  WHERE bbox.xmin BETWEEN -73.985 AND -73.965
    AND bbox.ymin BETWEEN 40.780 AND 40.795
    AND subtype = 'road'
),
paired AS (
  SELECT
    segment_id,
    class,
    c.connector_id AS from_connector,
    lead(c.connector_id) OVER (PARTITION BY segment_id ORDER BY c.at) AS to_connector,
    c.at AS from_at,
    lead(c.at) OVER (PARTITION BY segment_id ORDER BY c.at) AS to_at
  FROM stops
)
SELECT *
FROM paired
WHERE to_connector IS NOT NULL;
