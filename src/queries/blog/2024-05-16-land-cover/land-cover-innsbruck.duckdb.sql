-- What covers the ground around Innsbruck: land cover polygons by subtype,
-- split by the zoom range each polygon is meant for, with an approximate area.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH cover AS (
  SELECT
    subtype,
    cartography.min_zoom AS min_zoom,
    cartography.max_zoom AS max_zoom,
    -- Area in square degrees, scaled to km²: 111.32 km per degree of latitude,
    -- and a degree of longitude shortened by the cosine of the latitude.
    ST_Area(geometry) * 111.32 * 111.32 * cos(radians(bbox.ymin)) AS km2
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_cover/*')
  WHERE bbox.xmin >= 11.20 AND bbox.xmax <= 11.60
    AND bbox.ymin >= 47.15 AND bbox.ymax <= 47.35
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
