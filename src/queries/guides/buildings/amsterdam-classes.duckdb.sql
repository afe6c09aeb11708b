-- Buildings in Amsterdam per subtype and class, and how many of each carry a height.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  coalesce(subtype, '(none)') AS subtype,
  coalesce(class, '(none)') AS class,
  count(*) AS buildings,
  count(height) AS with_height,
  round(avg(height), 1) AS avg_height_m
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin >= 4.85 AND bbox.xmax <= 4.95
  AND bbox.ymin >= 52.34 AND bbox.ymax <= 52.40
GROUP BY ALL
ORDER BY buildings DESC;
