SET s3_region = 'us-west-2';

SELECT
  names.primary            AS name,
  categories.primary       AS category,
  basic_category,
  round(confidence, 2)     AS confidence,
  addresses[1].freeform    AS street,
  brand.names.primary      AS brand
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN 9.17 AND 9.20
  AND bbox.ymin BETWEEN 45.455 AND 45.475
  AND (categories.primary IN ('cafe', 'coffee_shop')
       OR list_contains(categories.alternate, 'cafe'))
  AND confidence > 0.7
  AND operating_status = 'open'
ORDER BY confidence DESC;
