-- Places in downtown Toronto: each source dataset with the license it gives, and the operating status.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  source.dataset,
  coalesce(source.license, '(none given)') AS license,
  operating_status,
  count(*) AS places
FROM (
  SELECT operating_status, unnest(sources) AS source
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
  WHERE bbox.xmin BETWEEN -79.42 AND -79.36
    AND bbox.ymin BETWEEN 43.64 AND 43.68
)
GROUP BY ALL
ORDER BY places DESC;
