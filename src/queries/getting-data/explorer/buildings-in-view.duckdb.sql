-- The buildings around an Explorer view, with the ids the Explorer shows: the view
-- #15.07/41.89731/12.47626 (central Rome) is the centre 41.89731 N, 12.47626 E, and the box
-- reaches 0.005 degrees from it each way. To find one feature, add its id:
--   AND id = '<the id you copied>'
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  subtype,
  class,
  height,
  sources[1].dataset AS source
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin <= 12.48126
  AND bbox.xmax >= 12.47126
  AND bbox.ymin <= 41.90231
  AND bbox.ymax >= 41.89231
ORDER BY height DESC NULLS LAST
LIMIT 20;
