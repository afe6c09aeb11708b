-- The labels of every table in the mirror: the release each table was loaded from is one of them.
SELECT
  table_name,
  option_value AS labels
FROM `bigquery-public-data.overture_maps.INFORMATION_SCHEMA.TABLE_OPTIONS`
WHERE option_name = 'labels'
ORDER BY table_name;
