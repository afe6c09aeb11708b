-- Land use areas in central Bologna as a GeoPackage layer, for QGIS builds without the Parquet driver.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    names.primary AS name,
    subtype,
    class,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_use/*')
  WHERE ST_GeometryType(geometry) IN ('POLYGON', 'MULTIPOLYGON')
    AND bbox.xmin <= 11.360 AND bbox.xmax >= 11.325
    AND bbox.ymin <= 44.505 AND bbox.ymax >= 44.485
) TO 'bologna_land_use.gpkg' WITH (FORMAT GDAL, DRIVER 'GPKG', SRS 'EPSG:4326');
