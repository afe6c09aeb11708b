-- From an OpenStreetMap way to the Overture building built from it, whatever version
-- of the way was used, and every other source record behind that building.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH bridge AS (
  SELECT *
  FROM read_parquet(
    's3://overturemaps-us-west-2/bridgefiles/@@release@@/dataset=*/theme=buildings/type=building/*',
    hive_partitioning = false
  )
),
hits AS (
  SELECT DISTINCT id
  FROM bridge
  WHERE dataset = 'OpenStreetMap' AND record_id LIKE 'w1182486582@%'
)
SELECT b.id, b.dataset, b.record_id, b.update_time
FROM bridge AS b
JOIN hits USING (id)
ORDER BY b.id, b.dataset;
