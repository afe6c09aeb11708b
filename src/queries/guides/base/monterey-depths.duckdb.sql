-- The bathymetry levels in and off Monterey Bay, California: how many polygons each depth has, and their zoom range.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  depth,
  -depth AS elevation_m,  -- depth counts down from the surface; negate it for a signed height
  count(*) AS polygons,
  min(cartography.min_zoom) AS min_zoom,
  max(cartography.max_zoom) AS max_zoom
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=bathymetry/*')
WHERE bbox.xmax >= -122.6 AND bbox.xmin <= -121.8
  AND bbox.ymax >= 36.4 AND bbox.ymin <= 37.0
GROUP BY depth
ORDER BY depth;
