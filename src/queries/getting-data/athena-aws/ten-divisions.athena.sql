-- Ten rows of one type. Filtering on theme and type limits the scan to that partition,
-- and naming the columns limits it further: Athena reads only the columns a query uses.
SELECT
  id,
  theme,
  type,
  subtype,
  names.primary AS name,
  country,
  region,
  population,
  bbox
FROM overture.release.@@athena_release@@
WHERE theme = 'divisions'
  AND type = 'division'
LIMIT 10;
