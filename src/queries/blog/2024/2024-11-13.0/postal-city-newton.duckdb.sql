-- Addresses in Newton, Massachusetts, grouped by the town they lie in and the town the mail is
-- addressed to. postal_city is only set where the two differ.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  address_levels[2].value AS city,  -- in the US, level 1 is the state and level 2 the city
  postal_city,
  count(*) AS addresses,
  min(postcode) AS first_postcode,
  max(postcode) AS last_postcode
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=addresses/type=address/*')
WHERE country = 'US'
  AND bbox.xmax >= -71.27 AND bbox.xmin <= -71.16
  AND bbox.ymax >= 42.28 AND bbox.ymin <= 42.37
GROUP BY city, postal_city
ORDER BY addresses DESC;
