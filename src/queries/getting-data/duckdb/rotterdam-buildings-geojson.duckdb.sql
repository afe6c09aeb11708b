-- Buildings with a known height in central Rotterdam, written to GeoJSON through GDAL.
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
    height,
    num_floors,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
  WHERE bbox.xmin BETWEEN 4.465 AND 4.495
    AND bbox.ymin BETWEEN 51.910 AND 51.925
    AND height IS NOT NULL
  ORDER BY height DESC
) TO 'rotterdam_buildings.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
