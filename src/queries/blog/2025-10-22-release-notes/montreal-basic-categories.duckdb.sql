-- The most common basic categories in central Montreal, each with a few of the primary categories it groups.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  basic_category,
  count(*) AS places,
  count(DISTINCT categories.primary) AS primary_categories,
  list_sort(list_distinct(list(categories.primary)))[1:5] AS some_of_them
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE bbox.xmin BETWEEN -73.60 AND -73.54
  AND bbox.ymin BETWEEN 45.49 AND 45.53
  AND basic_category IS NOT NULL
GROUP BY basic_category
ORDER BY places DESC
LIMIT 20;
