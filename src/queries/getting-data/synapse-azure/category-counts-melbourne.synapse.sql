-- Which primary categories are most common in central Melbourne.
SELECT TOP 30
    JSON_VALUE(categories, '$.primary') AS category,
    COUNT(*) AS places
FROM OPENROWSET(
    BULK 'https://overturemapswestus2.blob.core.windows.net/release/@@release@@/theme=places/type=place/',
    FORMAT = 'PARQUET'
) WITH (
    categories VARCHAR(MAX) COLLATE Latin1_General_100_BIN2_UTF8,
    bbox VARCHAR(200)
) AS places
WHERE TRY_CONVERT(FLOAT, JSON_VALUE(bbox, '$.xmin')) BETWEEN 144.950 AND 144.975
  AND TRY_CONVERT(FLOAT, JSON_VALUE(bbox, '$.ymin')) BETWEEN -37.822 AND -37.805
GROUP BY JSON_VALUE(categories, '$.primary')
ORDER BY places DESC;
