-- Lakes, ponds and streams that lie inside the parks of central London.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH parks AS (
  SELECT id, names.primary AS park, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_use/*')
  WHERE subtype = 'park'
    AND names.primary IS NOT NULL
    AND bbox.xmin >= -0.20 AND bbox.xmax <= -0.13
    AND bbox.ymin >= 51.49 AND bbox.ymax <= 51.54
),
water AS (
  SELECT id, names.primary AS water_name, subtype, class, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=water/*')
  WHERE bbox.xmin >= -0.20 AND bbox.xmax <= -0.13
    AND bbox.ymin >= 51.49 AND bbox.ymax <= 51.54
)
SELECT
  p.park,
  w.water_name,
  w.subtype,
  w.class,
  ST_GeometryType(w.geometry) AS geometry_type
FROM parks AS p
JOIN water AS w ON ST_Within(w.geometry, p.geometry)
ORDER BY p.park, w.water_name;
