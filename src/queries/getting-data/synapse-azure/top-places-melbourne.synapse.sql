-- The 25 most reliable places in central Melbourne, with fields pulled out of the JSON text.
SELECT TOP 25
    id,
    JSON_VALUE(names, '$.primary') AS name,
    JSON_VALUE(categories, '$.primary') AS category,
    JSON_VALUE(addresses, '$[0].freeform') AS street,
    confidence,
    TRY_CONVERT(FLOAT, JSON_VALUE(bbox, '$.xmin')) AS lon,
    TRY_CONVERT(FLOAT, JSON_VALUE(bbox, '$.ymin')) AS lat
FROM OPENROWSET(
    BULK 'https://overturemapswestus2.blob.core.windows.net/release/@@release@@/theme=places/type=place/',
    FORMAT = 'PARQUET'
) WITH (
    id VARCHAR(64) COLLATE Latin1_General_100_BIN2_UTF8,
    names VARCHAR(MAX) COLLATE Latin1_General_100_BIN2_UTF8,
    categories VARCHAR(MAX) COLLATE Latin1_General_100_BIN2_UTF8,
    addresses VARCHAR(MAX) COLLATE Latin1_General_100_BIN2_UTF8,
    confidence FLOAT,
    bbox VARCHAR(200)
) AS places
WHERE TRY_CONVERT(FLOAT, JSON_VALUE(bbox, '$.xmin')) BETWEEN 144.950 AND 144.975
  AND TRY_CONVERT(FLOAT, JSON_VALUE(bbox, '$.ymin')) BETWEEN -37.822 AND -37.805
ORDER BY confidence DESC;
