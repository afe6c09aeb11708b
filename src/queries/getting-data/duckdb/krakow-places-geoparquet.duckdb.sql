-- Places in the centre of Kraków, kept with their nested columns and written as GeoParquet.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    names,
    categories,
    basic_category,
    confidence,
    addresses,
    sources,
    bbox,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
  WHERE bbox.xmin BETWEEN 19.920 AND 19.960
    AND bbox.ymin BETWEEN 50.050 AND 50.070
) TO 'krakow_places.parquet' (FORMAT parquet, COMPRESSION zstd);
