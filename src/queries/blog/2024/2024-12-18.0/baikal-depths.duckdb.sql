-- Depth bands of the bathymetry type under Lake Baikal: bathymetry covers lakes as well as seas.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  depth,  -- metres below the water surface, as a positive number
  count(*) AS features,
  min(cartography.min_zoom) AS shown_from_zoom,
  any_value(sources[1].dataset) AS source
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=bathymetry/*')
WHERE bbox.xmax >= 103.5 AND bbox.xmin <= 110.5
  AND bbox.ymax >= 51.3 AND bbox.ymin <= 56.0
GROUP BY depth
ORDER BY depth;
