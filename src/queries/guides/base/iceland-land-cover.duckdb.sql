-- Land cover of Iceland by subtype and zoom range, with a rough area.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  subtype,
  cartography.min_zoom AS min_zoom,
  cartography.max_zoom AS max_zoom,
  count(*) AS polygons,
  -- Square degrees to km²: a degree of latitude is about 111.32 km and a degree
  -- of longitude shrinks with the cosine of the latitude. Good enough for a summary.
  round(sum(ST_Area(geometry) * 111.32 * 111.32 * cos(radians((bbox.ymin + bbox.ymax) / 2)))) AS approx_km2
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_cover/*')
WHERE bbox.xmin >= -24.6 AND bbox.xmax <= -13.4
  AND bbox.ymin >= 63.2 AND bbox.ymax <= 66.6
GROUP BY ALL
ORDER BY min_zoom, max_zoom, approx_km2 DESC;
