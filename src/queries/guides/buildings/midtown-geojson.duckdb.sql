-- Midtown Manhattan footprints with the fields a 3D extrusion needs, as GeoJSON.
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
    height,
    min_height,
    num_floors,
    roof_shape,
    has_parts,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
  WHERE bbox.xmax >= -73.990 AND bbox.xmin <= -73.970
    AND bbox.ymax >= 40.750 AND bbox.ymin <= 40.765
) TO 'midtown_buildings.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
