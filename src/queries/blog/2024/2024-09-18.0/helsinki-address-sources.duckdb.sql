-- Address points in central Helsinki, counted by source.
-- The bbox conditions let DuckDB skip row groups whose bounding boxes fall outside the area.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  sources[1].dataset AS source,
  count(*) AS addresses,
  count(DISTINCT street) AS streets,
  count(postcode) AS with_postcode
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=addresses/type=address/*')
WHERE country = 'FI'
  AND bbox.xmax >= 24.90 AND bbox.xmin <= 24.98
  AND bbox.ymax >= 60.15 AND bbox.ymin <= 60.19
GROUP BY source
ORDER BY addresses DESC;
