-- Building attributes under their snake_case names, in Prague's Old Town.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  has_parts,
  num_floors,
  min_height,
  roof_shape,
  facade_material,
  sources[1].dataset AS dataset,
  sources[1].record_id AS record_id,
  sources[1].update_time AS update_time
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin <= 14.425
  AND bbox.xmax >= 14.415
  AND bbox.ymin <= 50.090
  AND bbox.ymax >= 50.085
  AND (num_floors IS NOT NULL OR roof_shape IS NOT NULL)
LIMIT 25;
