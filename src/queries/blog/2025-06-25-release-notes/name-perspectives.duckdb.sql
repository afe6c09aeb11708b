-- Country and dependency names that only some countries accept or that some countries dispute.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  subtype,
  country,
  primary_name,
  rule.variant,
  rule.language,
  rule.value AS name,
  rule.perspectives.mode AS mode,
  rule.perspectives.countries AS held_by
FROM (
  SELECT id, subtype, country, names.primary AS primary_name, unnest(names.rules) AS rule
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division/*')
  WHERE subtype IN ('country', 'dependency')
)
WHERE rule.perspectives IS NOT NULL
ORDER BY country, name;
