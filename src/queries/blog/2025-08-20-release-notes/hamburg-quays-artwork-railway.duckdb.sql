-- Quays and artwork (infrastructure) and railway land (land_use) around the port of Hamburg.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT 'infrastructure' AS type, subtype, class, count(*) AS features
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=infrastructure/*')
WHERE class IN ('quay', 'artwork')
  AND bbox.xmin BETWEEN 9.85 AND 10.08
  AND bbox.ymin BETWEEN 53.50 AND 53.58
GROUP BY ALL
UNION ALL
SELECT 'land_use' AS type, subtype, class, count(*) AS features
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=land_use/*')
WHERE class = 'railway'
  AND bbox.xmin BETWEEN 9.85 AND 10.08
  AND bbox.ymin BETWEEN 53.50 AND 53.58
GROUP BY ALL
ORDER BY type, class;
