-- The most common place categories inside Boulder's city limits.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH city AS (
  SELECT geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*')
  WHERE names.primary = 'Boulder'
    AND subtype = 'locality'
    AND region = 'US-CO'
    AND is_land
    AND bbox.xmin < -105.15
    AND bbox.xmax > -105.35
    AND bbox.ymin < 40.10
    AND bbox.ymax > 39.95
),
candidates AS (
  -- Places in the city's box; the polygon test below keeps those really inside.
  SELECT id, categories.primary AS category, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
  WHERE bbox.xmin BETWEEN -105.35 AND -105.15
    AND bbox.ymin BETWEEN 39.95 AND 40.10
    AND operating_status = 'open'
    AND confidence >= 0.5
)
SELECT
  coalesce(candidates.category, '(no category)') AS category,
  count(*) AS places
FROM candidates
JOIN city ON ST_Within(candidates.geometry, city.geometry)
GROUP BY ALL
ORDER BY places DESC
LIMIT 20;
