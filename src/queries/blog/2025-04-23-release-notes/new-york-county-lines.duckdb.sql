-- County lines inside New York State, picked by the boundary's own region code
-- (no spatial join), land-clipped set only, written to GeoJSON for a map.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    class,
    division_ids[1] AS left_division_id,
    division_ids[2] AS right_division_id,
    is_disputed,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_boundary/*')
  WHERE subtype = 'county'
    AND country = 'US'
    AND region = 'US-NY'
    AND is_land
    -- New York State's extent, so most files are skipped
    AND bbox.xmin < -71.8
    AND bbox.xmax > -79.8
    AND bbox.ymin < 45.1
    AND bbox.ymax > 40.4
) TO 'new_york_county_lines.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
