-- Portugal's country areas: the one cut at the coastline and the one that reaches into the sea.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  class,
  is_land,
  is_territorial,
  division_id,
  -- A point in the Atlantic about ten kilometres west of Cabo Raso, near Lisbon.
  ST_Contains(geometry, ST_Point(-9.6, 38.7)) AS holds_offshore_point
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*')
WHERE subtype = 'country'
  AND country = 'PT';
