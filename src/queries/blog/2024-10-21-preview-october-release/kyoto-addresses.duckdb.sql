-- Addresses in central Kyoto: Japanese addresses have no street name, so the
-- address levels and the block-and-building number carry the location.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  number,
  postcode,
  list_transform(address_levels, l -> l.value) AS levels,
  sources[1].dataset AS dataset
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=addresses/type=address/*')
WHERE country = 'JP'
  AND bbox.xmin >= 135.76 AND bbox.xmax <= 135.79
  AND bbox.ymin >= 34.99 AND bbox.ymax <= 35.01
LIMIT 20;
