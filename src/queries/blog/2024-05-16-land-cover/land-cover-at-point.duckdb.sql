-- The land cover under one point (the Hafelekar ridge above Innsbruck),
-- one row per zoom band that has a polygon covering it.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  subtype,
  cartography.min_zoom AS min_zoom,
  cartography.max_zoom AS max_zoom,
  cartography.sort_key AS sort_key,
  sources[1].dataset AS dataset
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_cover/*')
WHERE bbox.xmin <= 11.386 AND bbox.xmax >= 11.386
  AND bbox.ymin <= 47.312 AND bbox.ymax >= 47.312
  AND ST_Contains(geometry, ST_Point(11.386, 47.312))
ORDER BY min_zoom;
