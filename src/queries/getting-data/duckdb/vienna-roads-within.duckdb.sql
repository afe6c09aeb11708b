-- The same streets, keeping only segments that lie entirely inside the box.
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
  -- Coarse test first: the segment's box lies inside the area's box.
  WHERE bbox.xmin >= 16.360
    AND bbox.xmax <= 16.380
    AND bbox.ymin >= 48.202
    AND bbox.ymax <= 48.214
    AND subtype = 'road'
    AND class IN ('primary', 'secondary', 'tertiary', 'residential')
    -- Exact test: no part of the line leaves the area.
    AND ST_Within(geometry, ST_MakeEnvelope(16.360, 48.202, 16.380, 48.214))
) TO 'vienna_roads_within.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
