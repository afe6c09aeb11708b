-- Where the buildings of a few streets in central Lisbon come from: the dataset of each one's first
-- source and its record there. For OpenStreetMap the record is the object to fix: w for a way, r for a
-- relation, then its number and, after the @, the version Overture read.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  sources[1].dataset AS dataset,
  sources[1].record_id AS record
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin <= -9.1370
  AND bbox.xmax >= -9.1420
  AND bbox.ymin <= 38.7125
  AND bbox.ymax >= 38.7095
LIMIT 20;
