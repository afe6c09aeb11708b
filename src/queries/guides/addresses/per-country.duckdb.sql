-- Addresses per country, with the share that has a postcode and a street name.
-- This reads a few columns of the whole theme, so expect it to take a while.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  country,
  count(*) AS addresses,
  round(100.0 * count(postcode) / count(*), 1) AS pct_postcode,
  round(100.0 * count(street) / count(*), 1) AS pct_street,
  round(100.0 * count(unit) / count(*), 1) AS pct_unit,
  max(len(address_levels)) AS max_levels
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=addresses/type=address/*')
GROUP BY country
ORDER BY addresses DESC;
