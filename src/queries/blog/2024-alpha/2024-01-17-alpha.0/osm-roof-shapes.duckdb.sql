-- Roof shapes recorded on OpenStreetMap buildings in central Zurich.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  roof_shape,
  count(*) AS buildings,
  count(roof_height) AS with_roof_height,
  round(avg(height), 1) AS avg_height_m
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE bbox.xmin <= 8.555
  AND bbox.xmax >= 8.530
  AND bbox.ymin <= 47.380
  AND bbox.ymax >= 47.365
  AND roof_shape IS NOT NULL
  AND sources[1].dataset = 'OpenStreetMap'
GROUP BY roof_shape
ORDER BY buildings DESC;
