-- What central Lisbon's places are, by basic category, with their status and typical confidence.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  coalesce(basic_category, '(none)') AS basic_category,
  count(*) AS places,
  count(*) FILTER (WHERE operating_status = 'open') AS open,
  count(*) FILTER (WHERE operating_status <> 'open') AS closed,
  round(median(confidence), 2) AS median_confidence,
  count(DISTINCT categories.primary) AS primary_categories
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE bbox.xmin BETWEEN -9.17 AND -9.12
  AND bbox.ymin BETWEEN 38.70 AND 38.73
GROUP BY ALL
ORDER BY places DESC
LIMIT 20;
