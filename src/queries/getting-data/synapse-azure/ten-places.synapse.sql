-- Ten places as Synapse returns them: nested columns arrive as JSON text.
SELECT TOP 10
    id,
    names,
    categories,
    confidence,
    bbox
FROM OPENROWSET(
    BULK 'https://overturemapswestus2.blob.core.windows.net/release/@@release@@/theme=places/type=place/',
    FORMAT = 'PARQUET'
) WITH (
    id VARCHAR(64) COLLATE Latin1_General_100_BIN2_UTF8,
    names VARCHAR(MAX) COLLATE Latin1_General_100_BIN2_UTF8,
    categories VARCHAR(MAX) COLLATE Latin1_General_100_BIN2_UTF8,
    confidence FLOAT,
    bbox VARCHAR(200)
) AS places;
