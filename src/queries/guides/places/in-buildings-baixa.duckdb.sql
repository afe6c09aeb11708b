-- Places that fall inside a building footprint in Lisbon's Baixa, with what the building is.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH places AS (
  SELECT id, names.primary AS name, categories.primary AS category, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
  WHERE bbox.xmin BETWEEN -9.142 AND -9.134
    AND bbox.ymin BETWEEN 38.708 AND 38.714
    AND confidence >= 0.5
),
buildings AS (
  SELECT id, subtype, class, height, num_floors, geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
  -- Footprints overlapping the box, including those that only cross its edge.
  WHERE bbox.xmin < -9.134
    AND bbox.xmax > -9.142
    AND bbox.ymin < 38.714
    AND bbox.ymax > 38.708
)
SELECT
  buildings.id AS building_id,
  buildings.subtype AS building_subtype,
  buildings.class AS building_class,
  buildings.num_floors,
  places.name AS place,
  places.category
FROM places
JOIN buildings ON ST_Within(places.geometry, buildings.geometry)
ORDER BY building_id, place;
