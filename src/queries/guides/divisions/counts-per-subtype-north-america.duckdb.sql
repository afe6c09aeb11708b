-- How many divisions of each rank Canada, Mexico and the United States have.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  country,
  count(*) FILTER (WHERE subtype = 'region') AS regions,
  count(*) FILTER (WHERE subtype = 'county') AS counties,
  count(*) FILTER (WHERE subtype = 'localadmin') AS localadmins,
  count(*) FILTER (WHERE subtype = 'locality') AS localities,
  count(*) FILTER (WHERE subtype = 'neighborhood') AS neighborhoods,
  count(*) FILTER (WHERE perspectives IS NOT NULL) AS disputed_versions,
  count(*) AS all_divisions
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*')
WHERE country IN ('CA', 'MX', 'US')
GROUP BY country
ORDER BY all_divisions DESC;
