-- Land-clipped region outlines of mainland Portugal, saved as a GeoParquet file
-- that QGIS, GeoPandas or DuckDB itself can open.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    division_id,
    names.primary AS name,
    region,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*')
  WHERE country = 'PT'
    AND subtype = 'region'
    AND is_land
    AND bbox.xmin >= -9.6 AND bbox.xmax <= -6.1
    AND bbox.ymin >= 36.9 AND bbox.ymax <= 42.2
) TO 'portugal_regions.parquet' (FORMAT parquet);
