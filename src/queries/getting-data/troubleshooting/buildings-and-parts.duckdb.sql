-- Buildings and building parts read in one go: the two types have different columns, so
-- union_by_name matches them by name and leaves a column empty where a type lacks it.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  type,
  count(*) AS features,
  count(building_id) AS parts_with_their_building
FROM read_parquet(
  's3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=*/*',
  hive_partitioning = true,
  union_by_name = true
)
WHERE bbox.xmin <= 4.905
  AND bbox.xmax >= 4.885
  AND bbox.ymin <= 52.378
  AND bbox.ymax >= 52.368
GROUP BY type;
