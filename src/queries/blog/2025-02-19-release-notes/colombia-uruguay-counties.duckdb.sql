-- County-level areas of Colombia and Uruguay, per country, with how many of them
-- come as land-clipped and as territorial polygons.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  country,
  count(DISTINCT division_id) AS counties,
  count(*) FILTER (WHERE is_land) AS land_clipped_areas,
  count(*) FILTER (WHERE is_territorial) AS territorial_areas,
  count(DISTINCT region) AS first_level_regions
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*')
WHERE subtype = 'county'
  AND country IN ('CO', 'UY')
  -- a box over both countries, so most files are skipped
  AND bbox.xmin < -53.0
  AND bbox.xmax > -82.0
  AND bbox.ymin < 13.6
  AND bbox.ymax > -35.1
GROUP BY country
ORDER BY country;
