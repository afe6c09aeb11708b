-- Buildings in central Porto by subtype and by the dataset behind each footprint.
-- The four bbox conditions let DuckDB skip every row group that lies outside the box.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  coalesce(subtype, '(none)') AS subtype,
  sources[1].dataset AS first_source,
  count(*) AS buildings
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin >= -8.64 AND bbox.xmax <= -8.58
  AND bbox.ymin >= 41.13 AND bbox.ymax <= 41.17
GROUP BY ALL
ORDER BY buildings DESC;
