-- Where the building outlines of central Lagos come from, and what each source tells you.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  sources[1].dataset AS first_source,
  count(*) AS buildings,
  count(subtype) AS with_subtype,
  count(height) AS with_height,
  round(avg(sources[1].confidence), 2) AS avg_confidence
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin >= 3.30 AND bbox.xmax <= 3.45
  AND bbox.ymin >= 6.42 AND bbox.ymax <= 6.55
GROUP BY ALL
ORDER BY buildings DESC;
