-- Boulder, Colorado: the division point joined to its land-clipped outline.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  d.id AS division_id,
  d.names.primary AS name,
  d.subtype,
  d.class,
  d.population,
  d.wikidata,
  a.id AS area_id,
  a.class AS area_class,
  ST_GeometryType(a.geometry) AS area_shape,
  ST_AsText(d.geometry) AS label_point
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*') AS d
JOIN read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*') AS a
  ON a.division_id = d.id
-- Several US towns are called Boulder: the subtype, the region and a box around the city pick the right one.
WHERE d.names.primary = 'Boulder'
  AND d.subtype = 'locality'
  AND d.region = 'US-CO'
  AND d.bbox.xmin BETWEEN -105.35 AND -105.15
  AND d.bbox.ymin BETWEEN 39.95 AND 40.10
  AND a.bbox.xmin < -105.15
  AND a.bbox.xmax > -105.35
  AND a.bbox.ymin < 40.10
  AND a.bbox.ymax > 39.95
  AND a.is_land;
