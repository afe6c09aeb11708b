-- The largest Swiss cities with their names in three national languages,
-- the canton from their hierarchy and the source of the record.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  names.primary AS name,
  names.common['de'] AS name_de,                  -- a MAP lookup: NULL when the key is missing
  names.common['fr'] AS name_fr,
  names.common['it'] AS name_it,
  hierarchies[1][2].name AS canton,               -- first hierarchy, second step (lists count from 1)
  len(hierarchies) AS hierarchy_count,
  population,
  sources[1].dataset AS first_source
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*')
WHERE country = 'CH'
  AND subtype = 'locality'
  AND population IS NOT NULL
ORDER BY population DESC
LIMIT 15;
