-- The divisions whose default parent is the city of Boulder, with their chain of ancestors.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH divisions AS (
  SELECT *
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*')
  -- Children of a city have their points inside it, so one box serves both sides of the join.
  WHERE bbox.xmin BETWEEN -105.35 AND -105.15
    AND bbox.ymin BETWEEN 39.95 AND 40.10
),
boulder AS (
  SELECT id
  FROM divisions
  WHERE names.primary = 'Boulder'
    AND subtype = 'locality'
    AND region = 'US-CO'
)
SELECT
  child.subtype,
  child.names.primary AS name,
  child.names.common['es'] AS name_es,
  array_to_string(list_transform(child.hierarchies[1], step -> step.name), ' > ') AS default_chain,
  len(child.hierarchies) AS chains
FROM divisions AS child
JOIN boulder ON child.parent_division_id = boulder.id
ORDER BY child.subtype, name;
