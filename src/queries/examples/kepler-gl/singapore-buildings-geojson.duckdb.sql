-- Buildings in Singapore's Downtown Core with their height and the dataset of their outline, as GeoJSON for kepler.gl.
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
    num_floors,
    -- Most buildings have no measured height: fall back to about 3 m per floor, then to a low default.
    coalesce(height, num_floors * 3.0, 4.0) AS height_for_3d,
    sources[1].dataset AS primary_source,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
  WHERE bbox.xmin <= 103.865 AND bbox.xmax >= 103.840
    AND bbox.ymin <= 1.295 AND bbox.ymax >= 1.270
) TO 'singapore_buildings.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
