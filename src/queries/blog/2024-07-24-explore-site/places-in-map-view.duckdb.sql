-- Places around the centre of an explore-site view (#13.01/39.95692/-75.15583, central Philadelphia):
-- the map link's latitude and longitude become a small box, and SQL takes over from there.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  categories.primary AS category,
  count(*) AS places,
  round(avg(confidence), 2) AS avg_confidence
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
WHERE bbox.xmin >= -75.17583 AND bbox.xmax <= -75.13583
  AND bbox.ymin >= 39.94192 AND bbox.ymax <= 39.97192
  AND confidence >= 0.7
GROUP BY ALL
ORDER BY places DESC
LIMIT 20;
