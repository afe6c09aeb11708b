-- Is this ID part of GERS, since when, and where is it now?
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT id, version, first_seen, last_seen, last_changed, path, bbox
FROM read_parquet('s3://overturemaps-us-west-2/registry/*.parquet')
WHERE id = 'fea28f69-7afa-460c-b270-61ef74cd340c';
