-- How many places each country has in the release, how many are open, and how sure Overture is of them.
-- There is no box to narrow the read: every place file is opened, but only the four columns used are read.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  coalesce(addresses[1].country, '(none)') AS country,
  count(*) AS places,
  count(*) FILTER (WHERE operating_status = 'open') AS open,
  round(median(confidence), 2) AS median_confidence,
  count(DISTINCT basic_category) AS basic_categories
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
GROUP BY ALL
ORDER BY places DESC;
