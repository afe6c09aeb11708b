-- Addresses inside the city limits of Boulder, Colorado, counted by postcode.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH boulder AS (
  -- The land polygon of the locality named Boulder in Colorado.
  SELECT geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*')
  WHERE names.primary = 'Boulder'
    AND subtype = 'locality'
    AND region = 'US-CO'
    AND is_land
    AND bbox.xmin > -105.40 AND bbox.xmax < -105.10
    AND bbox.ymin > 39.90 AND bbox.ymax < 40.15
),
candidates AS (
  -- A rough box first, so only nearby files and row groups are read.
  SELECT id, postcode, unit, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=addresses/type=address/*')
  WHERE bbox.xmin BETWEEN -105.40 AND -105.10
    AND bbox.ymin BETWEEN 39.90 AND 40.15
)
SELECT
  c.postcode,
  count(*) AS addresses,
  count(c.unit) AS with_unit
FROM candidates AS c
JOIN boulder AS b ON ST_Within(c.geometry, b.geometry)
GROUP BY c.postcode
ORDER BY addresses DESC;
