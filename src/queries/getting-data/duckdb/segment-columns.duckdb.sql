-- The columns of the segment type and their DuckDB types, read from the file footers only.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

DESCRIBE
SELECT *
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*');
