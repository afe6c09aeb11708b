-- IDs in central Nairobi that GERS has published but the current release no longer
-- contains: their last_seen is an older release.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  regexp_extract(path, '/type=([a-z_]+)/', 1) AS type,
  last_seen,
  count(*) AS retired_ids
FROM read_parquet('s3://overturemaps-us-west-2/registry/*.parquet')
WHERE last_seen <> '@@release@@'
  AND bbox.xmin >= 36.80 AND bbox.xmax <= 36.84
  AND bbox.ymin >= -1.30 AND bbox.ymax <= -1.27
GROUP BY ALL
ORDER BY last_seen DESC, retired_ids DESC;
