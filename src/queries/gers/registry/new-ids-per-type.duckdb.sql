-- IDs that appeared for the first time in the current release, per feature type.
-- The type is read from the path column: /theme=<theme>/type=<type>/<file>.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  regexp_extract(path, '/type=([a-z_]+)/', 1) AS type,
  count(*) AS new_ids
FROM read_parquet('s3://overturemaps-us-west-2/registry/*.parquet')
WHERE first_seen = '@@release@@'
GROUP BY type
ORDER BY new_ids DESC;
