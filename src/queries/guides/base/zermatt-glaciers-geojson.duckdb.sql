-- Glaciers around Zermatt, written to GeoJSON for a web map or QGIS.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    names.primary AS name,
    class,
    elevation,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land/*')
  WHERE subtype = 'glacier'
    AND bbox.xmax >= 7.60 AND bbox.xmin <= 7.90
    AND bbox.ymax >= 45.90 AND bbox.ymin <= 46.05
) TO 'zermatt_glaciers.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
