-- The buildings of central Nairobi whose data changed in this release, with their
-- current geometry and properties: the changelog joined to the release on id.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH changed AS (
  SELECT id
  FROM read_parquet(
    's3://overturemaps-us-west-2/changelog/@@release@@/theme=buildings/type=building/change_type=data_changed/*'
  )
  WHERE bbox.xmin >= 36.80 AND bbox.xmax <= 36.84
    AND bbox.ymin >= -1.30 AND bbox.ymax <= -1.27
)
SELECT b.id, b.version, b.subtype, b.height, b.sources[1].dataset AS first_source, b.geometry
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*') AS b
JOIN changed USING (id)
WHERE b.bbox.xmin >= 36.80 AND b.bbox.xmax <= 36.84
  AND b.bbox.ymin >= -1.30 AND b.bbox.ymax <= -1.27;
