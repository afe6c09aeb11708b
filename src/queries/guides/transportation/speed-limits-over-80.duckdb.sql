-- Speed limit rules above 80 km/h around Denver, converted from mph where needed.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH rules AS (
  SELECT id, names.primary AS name, class, unnest(speed_limits) AS rule
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE bbox.xmin < -104.90
    AND bbox.xmax > -105.05
    AND bbox.ymin < 39.80
    AND bbox.ymax > 39.68
    AND subtype = 'road'
    AND speed_limits IS NOT NULL
),
limits AS (
  SELECT
    id,
    name,
    class,
    rule.max_speed.value AS max_speed,
    rule.max_speed.unit AS unit,
    CASE rule.max_speed.unit
      WHEN 'mph' THEN round(rule.max_speed.value * 1.609344)
      ELSE rule.max_speed.value
    END AS max_kmh,
    -- A rule with a range covers only part of the segment; one with conditions holds only sometimes.
    rule."between" AS applies_between,
    rule."when" IS NOT NULL AS conditional
  FROM rules
  WHERE rule.max_speed IS NOT NULL
)
SELECT *
FROM limits
WHERE max_kmh > 80
ORDER BY max_kmh DESC, name;
