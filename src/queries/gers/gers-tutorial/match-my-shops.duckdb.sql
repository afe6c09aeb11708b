-- Step 2: attach GERS IDs to your own records. Your list of shops (here inline rows)
-- is matched to Overture places nearby by name similarity; the best candidate within
-- 60 metres wins, and weak names are left unmatched rather than guessed.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

CREATE OR REPLACE TABLE my_shops AS
SELECT my_key, name, ST_Point(lon, lat) AS geom
FROM (VALUES
  ('cph-01', 'Original Coffee', 12.5795, 55.6790),
  ('cph-02', 'Democratic Coffee', 12.5718, 55.6802),
  ('cph-03', 'Atelier September', 12.5843, 55.6838)
) AS t(my_key, name, lon, lat);

CREATE OR REPLACE TABLE nearby_places AS
SELECT id, names.primary AS name, geometry AS geom
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE bbox.xmin >= 12.560 AND bbox.xmax <= 12.595
  AND bbox.ymin >= 55.670 AND bbox.ymax <= 55.695
  AND names.primary IS NOT NULL;

WITH candidates AS (
  SELECT
    s.my_key,
    s.name AS my_name,
    p.id AS gers_id,
    p.name AS overture_name,
    -- ST_Distance_Sphere reads points as (latitude, longitude); Overture's and
    -- ST_Point's order is (longitude, latitude), so both points are flipped first.
    round(ST_Distance_Sphere(ST_FlipCoordinates(s.geom), ST_FlipCoordinates(p.geom))) AS metres,
    round(jaro_winkler_similarity(lower(s.name), lower(p.name)), 2) AS name_score
  FROM my_shops AS s
  JOIN nearby_places AS p ON ST_DWithin(s.geom, p.geom, 0.001)
)
SELECT *
FROM candidates
WHERE metres <= 60 AND name_score >= 0.85
QUALIFY row_number() OVER (PARTITION BY my_key ORDER BY name_score DESC, metres) = 1
ORDER BY my_key;
