-- Buildings in central Helsinki with their use, height, floors and first source.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  subtype,
  class,
  height,
  num_floors,
  has_parts,
  sources[1].dataset AS source
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmax >= 24.930 AND bbox.xmin <= 24.950
  AND bbox.ymax >= 60.165 AND bbox.ymin <= 60.175
ORDER BY height DESC NULLS LAST;
