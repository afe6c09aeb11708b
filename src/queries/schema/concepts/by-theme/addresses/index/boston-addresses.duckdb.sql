SET s3_region = 'us-west-2';

SELECT
  number,
  street,
  unit,
  postcode,
  address_levels[2].value AS city,
  postal_city
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=addresses/type=address/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN -71.215 AND -71.200
  AND bbox.ymin BETWEEN 42.315 AND 42.325
ORDER BY street, number
LIMIT 50;
