-- Bakeries in central Lisbon, written to a GeoJSON file that any GIS or web map can open.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    names.primary AS name,
    categories.primary AS category,
    basic_category,
    round(confidence, 2) AS confidence,
    addresses[1].freeform AS street,
    websites[1] AS website,
    brand.names.primary AS brand,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
  WHERE bbox.xmin BETWEEN -9.17 AND -9.12
    AND bbox.ymin BETWEEN 38.70 AND 38.73
    AND (categories.primary = 'bakery' OR list_contains(categories.alternate, 'bakery'))
    AND operating_status = 'open'
    AND confidence >= 0.5
) TO 'lisbon_bakeries.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
