-- Country borders around Denmark, counted per boundary set: the land-clipped set
-- (is_land) is for drawing maps, the territorial set (is_territorial) for analysis.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  CASE WHEN is_land THEN 'land-clipped' ELSE 'territorial' END AS boundary_set,
  class,
  count(*) AS boundaries,
  count(*) FILTER (WHERE is_disputed) AS disputed
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_boundary/*')
WHERE subtype = 'country'
  -- keep lines whose bounding box overlaps Denmark and its waters
  AND bbox.xmin < 15.6
  AND bbox.xmax > 7.5
  AND bbox.ymin < 58.0
  AND bbox.ymax > 54.3
GROUP BY ALL
ORDER BY boundary_set, class;
