-- Colorado's counties as land-clipped polygons, written to a GeoPackage.
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
    names.common['en'] AS name_en,
    names.common['fr'] AS name_fr,
    region,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*')
  WHERE subtype = 'county'
    AND region = 'US-CO'
    AND is_land
    AND bbox.xmin > -109.2
    AND bbox.xmax < -101.9
    AND bbox.ymin > 36.9
    AND bbox.ymax < 41.1
) TO 'colorado_counties.gpkg' WITH (FORMAT GDAL, DRIVER 'GPKG');
