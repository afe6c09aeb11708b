-- Denver's cycling network, cycleways plus roads designated for bicycles, written to GeoJSON.
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
    subclass,
    -- The first surface rule; check road_surface for segments where the surface changes part-way.
    road_surface[1].value AS surface,
    len(road_surface) > 1 AS surface_varies,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE bbox.xmin < -104.90
    AND bbox.xmax > -105.05
    AND bbox.ymin < 39.80
    AND bbox.ymax > 39.68
    AND subtype = 'road'
    AND (
      class = 'cycleway'
      OR len(list_filter(
        access_restrictions,
        rule -> rule.access_type = 'designated' AND list_contains(rule."when".mode, 'bicycle')
      )) > 0
    )
) TO 'denver_cycling.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
