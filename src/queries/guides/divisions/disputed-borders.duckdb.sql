-- Disputed borders between countries: who is on each side, and who accepts or rejects the line.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH countries AS (
  SELECT id, names.primary AS name
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*')
  WHERE subtype = 'country'
)
SELECT
  b.id,
  left_side.name AS left_country,
  right_side.name AS right_country,
  b.class,
  b.perspectives.mode AS stance,
  array_to_string(b.perspectives.countries, ', ') AS held_by
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_boundary/*') AS b
LEFT JOIN countries AS left_side ON left_side.id = b.division_ids[1]
LEFT JOIN countries AS right_side ON right_side.id = b.division_ids[2]
WHERE b.subtype = 'country'
  AND b.is_disputed
  -- Land-clipped lines only, so that no border is listed twice.
  AND b.is_land
ORDER BY left_country, right_country;
