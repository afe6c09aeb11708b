-- Roof shapes and materials in the old town of Bern.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT
  roof_shape,
  roof_material,
  count(*) AS buildings,
  round(avg(roof_height), 1) AS avg_roof_height_m,
  count(roof_direction) AS with_direction,
  count(roof_orientation) AS with_orientation
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
WHERE roof_shape IS NOT NULL
  AND bbox.xmax >= 7.440 AND bbox.xmin <= 7.460
  AND bbox.ymax >= 46.945 AND bbox.ymin <= 46.952
GROUP BY ALL
ORDER BY buildings DESC;
