-- Is the release there? The files of one type, listed without reading them: no rows means the
-- release id or the path is wrong, or the release has been deleted.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT file
FROM glob('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
LIMIT 5;
