-- Access rules around central London that depend on a vehicle's size, weight or axles.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH rules AS (
  SELECT
    id,
    names.primary AS name,
    unnest(access_restrictions) AS access_rule
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE bbox.xmin <= -0.050
    AND bbox.xmax >= -0.150
    AND bbox.ymin <= 51.530
    AND bbox.ymax >= 51.490
    AND subtype = 'road'
),
conditions AS (
  SELECT
    id,
    name,
    access_rule.access_type AS access_type,
    unnest(access_rule."when".vehicle) AS condition
  FROM rules
  WHERE access_rule."when".vehicle IS NOT NULL
)
SELECT
  id,
  name,
  access_type,
  condition.dimension,
  condition.comparison,
  condition.value,
  condition.unit
FROM conditions
ORDER BY condition.dimension, condition.value DESC
LIMIT 50;
