-- Addresses on Avenida Paulista, São Paulo: street, number, postcode and every address level.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  street,
  number,
  postcode,
  address_levels[1].value AS level_1,
  address_levels[2].value AS level_2,
  address_levels[3].value AS level_3,
  len(address_levels) AS levels
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=addresses/type=address/*')
WHERE bbox.xmin BETWEEN -46.67 AND -46.63
  AND bbox.ymin BETWEEN -23.575 AND -23.550
  -- Sources spell street names in different ways, so match loosely.
  AND street ILIKE '%paulista%'
-- number is text: sort on its leading digits, then on the full value.
ORDER BY TRY_CAST(regexp_extract(number, '^[0-9]+') AS INTEGER), number;
