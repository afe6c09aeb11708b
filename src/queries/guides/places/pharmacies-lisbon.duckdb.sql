-- Open pharmacies in central Lisbon that Overture is fairly sure exist.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  categories.primary AS category,
  round(confidence, 2) AS confidence,
  addresses[1].freeform AS street,
  addresses[1].postcode AS postcode,
  phones[1] AS phone,
  websites[1] AS website,
  ST_X(geometry) AS lon,
  ST_Y(geometry) AS lat
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE bbox.xmin BETWEEN -9.17 AND -9.12
  AND bbox.ymin BETWEEN 38.70 AND 38.73
  -- A pharmacy may be filed under a different main category, with pharmacy as an alternate.
  AND (categories.primary = 'pharmacy' OR list_contains(categories.alternate, 'pharmacy'))
  AND confidence >= 0.6
  AND operating_status = 'open'
ORDER BY confidence DESC;
