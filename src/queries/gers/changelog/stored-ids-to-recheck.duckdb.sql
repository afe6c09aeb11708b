-- Which of the IDs you stored need another look this month? Here your table is a
-- few inline rows; in practice, read your own file (read_csv, read_parquet).
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

CREATE OR REPLACE TABLE my_places AS
SELECT * FROM (VALUES
  ('shop-0001', '7a8b6c54-2f1e-4d3c-9b0a-1e2f3a4b5c6d'),
  ('shop-0002', '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0')
) AS t(my_key, gers_id);

SELECT m.my_key, m.gers_id, coalesce(c.change_type, 'not in this changelog') AS change_type
FROM my_places AS m
LEFT JOIN read_parquet(
  's3://overturemaps-us-west-2/changelog/@@release@@/theme=places/type=place/change_type=*/*',
  hive_partitioning = true
) AS c ON c.id = m.gers_id
WHERE c.change_type IS NULL OR c.change_type IN ('removed', 'data_changed')
ORDER BY m.my_key;
