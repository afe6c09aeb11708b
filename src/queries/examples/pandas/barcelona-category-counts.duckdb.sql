-- Places per primary category across Barcelona, counted by DuckDB so that pandas receives one row per category.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  categories.primary AS category,
  count(*) AS places,
  round(avg(confidence), 2) AS mean_confidence
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE bbox.xmin <= 2.230 AND bbox.xmax >= 2.070
  AND bbox.ymin <= 41.470 AND bbox.ymax >= 41.320
  AND categories.primary IS NOT NULL
GROUP BY category
ORDER BY places DESC;
