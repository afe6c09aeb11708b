SET s3_region = 'us-west-2';

-- Places in central Vienna in the café branch of the taxonomy: the code and every code below it.
SELECT
  categories.primary AS category,
  count(*)           AS places
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*',
  hive_partitioning = 1
)
WHERE bbox.xmin BETWEEN 16.35 AND 16.39
  AND bbox.ymin BETWEEN 48.19 AND 48.22
  AND categories.primary IN ('cafe', 'coffee_roastery', 'tea_room', 'coffee_shop')
GROUP BY category
ORDER BY places DESC;
