-- What covers the ground around Innsbruck: land cover by zoom range and subtype, with the area each
-- covers inside the box. The bbox test keeps every polygon that overlaps the box, including the large
-- low-zoom polygons that reach far beyond it; each is clipped to the box before it is measured.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH area AS (
  SELECT ST_MakeEnvelope(11.20, 47.15, 11.60, 47.35) AS box
),
cover AS (
  SELECT
    subtype,
    cartography.min_zoom AS min_zoom,
    cartography.max_zoom AS max_zoom,
    -- Square degrees to km²: 111.32 km per degree of latitude, and a degree of longitude
    -- shortened by the cosine of the box's middle latitude.
    ST_Area(ST_Intersection(geometry, area.box)) * 111.32 * 111.32 * cos(radians(47.25)) AS km2
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_cover/*'), area
  WHERE bbox.xmin <= 11.60 AND bbox.xmax >= 11.20
    AND bbox.ymin <= 47.35 AND bbox.ymax >= 47.15
)
SELECT
  min_zoom,
  max_zoom,
  subtype,
  count(*) AS polygons,
  round(sum(km2), 1) AS approx_km2
FROM cover
GROUP BY ALL
ORDER BY min_zoom, max_zoom, approx_km2 DESC;
