-- Buildings in central Madrid grouped by the dataset of their first source: how many
-- there are, whether their IDs are unique, and whether the IDs have the 36-character
-- UUID shape used since June 2025. record_id is the source's own key for the feature,
-- the same link the bridge files list in bulk.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  sources[1].dataset AS first_source,
  count(*) AS buildings,
  count(DISTINCT id) AS distinct_ids,
  count(*) FILTER (
    WHERE regexp_matches(id, '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')
  ) AS uuid_shaped_ids,
  any_value(sources[1].record_id) AS sample_record_id
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin < -3.68
  AND bbox.xmax > -3.72
  AND bbox.ymin < 40.43
  AND bbox.ymax > 40.40
GROUP BY ALL
ORDER BY buildings DESC;
