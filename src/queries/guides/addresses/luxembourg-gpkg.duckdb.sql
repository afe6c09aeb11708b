-- Every address in Luxembourg, written to a GeoPackage for QGIS or ArcGIS.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    number,
    street,
    unit,
    postcode,
    -- GDAL cannot write lists, so the levels become plain text columns.
    address_levels[1].value AS level_1,
    address_levels[2].value AS level_2,
    address_levels[3].value AS level_3,
    sources[1].dataset AS source,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=addresses/type=address/*')
  WHERE country = 'LU'
    AND bbox.xmin BETWEEN 5.73 AND 6.54
    AND bbox.ymin BETWEEN 49.44 AND 50.19
) TO 'luxembourg_addresses.gpkg' WITH (FORMAT GDAL, DRIVER 'GPKG', SRS 'EPSG:4326');
