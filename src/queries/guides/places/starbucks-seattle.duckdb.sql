-- Starbucks locations in Seattle, matched by the brand's Wikidata item or, failing that, by brand name.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  id,
  names.primary AS name,
  brand.names.primary AS brand_name,
  brand.wikidata AS brand_wikidata,
  addresses[1].freeform AS street,
  addresses[1].postcode AS postcode,
  round(confidence, 2) AS confidence,
  operating_status
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE bbox.xmin BETWEEN -122.44 AND -122.24
  AND bbox.ymin BETWEEN 47.49 AND 47.74
  AND (brand.wikidata = 'Q37158' OR brand.names.primary ILIKE 'starbucks%')
ORDER BY postcode, street;
