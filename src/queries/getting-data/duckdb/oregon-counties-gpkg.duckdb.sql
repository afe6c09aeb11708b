-- The land outline of every county in Oregon, as one GeoPackage layer.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    division_id,
    names.primary AS name,
    region,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*')
  WHERE subtype = 'county'
    AND region = 'US-OR'
    AND is_land
    -- A rough box around the state lets DuckDB skip most of the files.
    AND bbox.xmin >= -125.0
    AND bbox.xmax <= -116.0
    AND bbox.ymin >= 41.5
    AND bbox.ymax <= 46.5
  ORDER BY name
) TO 'oregon_counties.gpkg' WITH (FORMAT GDAL, DRIVER 'GPKG', SRS 'EPSG:4326');
