-- Fetch one feature by its GERS ID. The bbox filter is what makes this fast:
-- without it DuckDB reads every building file of the release to find one row.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT id, version, subtype, class, height, sources[1].dataset AS first_source, geometry
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE id = 'fea28f69-7afa-460c-b270-61ef74cd340c'
  AND bbox.xmin BETWEEN 80.67 AND 80.68
  AND bbox.ymin BETWEEN 26.61 AND 26.63;
