-- Named roads in central Amsterdam that carry access rules, with the OSM element each came from.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  class,
  len(access_restrictions) AS access_rules,
  sources[1].record_id AS osm_record
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
WHERE bbox.xmin <= 4.910
  AND bbox.xmax >= 4.880
  AND bbox.ymin <= 52.380
  AND bbox.ymax >= 52.365
  AND subtype = 'road'
  AND names.primary IS NOT NULL
  AND sources[1].dataset = 'OpenStreetMap'
  AND access_restrictions IS NOT NULL
ORDER BY access_rules DESC, name
LIMIT 25;
