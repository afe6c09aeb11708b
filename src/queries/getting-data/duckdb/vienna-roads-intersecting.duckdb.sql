-- Main streets that touch a box around Vienna's Innere Stadt, including those that run out of it.
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
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  -- Coarse test first: the segment's box overlaps the area's box.
  WHERE bbox.xmin <= 16.380
    AND bbox.xmax >= 16.360
    AND bbox.ymin <= 48.214
    AND bbox.ymax >= 48.202
    AND subtype = 'road'
    AND class IN ('primary', 'secondary', 'tertiary', 'residential')
    -- Exact test: the line itself crosses or lies in the area.
    AND ST_Intersects(geometry, ST_MakeEnvelope(16.360, 48.202, 16.380, 48.214))
) TO 'vienna_roads_intersecting.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
