-- Parks in central Dublin, read from the Azure copy of the release.
INSTALL spatial;
LOAD spatial;
INSTALL azure;
LOAD azure;

SELECT
  id,
  names.primary AS name,
  class,
  ST_GeometryType(geometry) AS shape,
  ST_AsText(ST_Centroid(geometry)) AS centre
FROM read_parquet('az://overturemapswestus2.blob.core.windows.net/release/@@release@@/theme=base/type=land_use/*')
WHERE bbox.xmin <= -6.22
  AND bbox.xmax >= -6.30
  AND bbox.ymin <= 53.37
  AND bbox.ymax >= 53.33
  AND subtype = 'park'
ORDER BY name;
