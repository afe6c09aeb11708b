-- Central Lisbon's places without any Foursquare source, so CDLA Permissive 2.0 data only.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    names.primary AS name,
    categories.primary AS category,
    confidence,
    operating_status,
    list_distinct(list_transform(sources, s -> s.dataset)) AS datasets,
    list_distinct(list_transform(sources, s -> s.license)) AS licenses,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
  WHERE bbox.xmin BETWEEN -9.17 AND -9.12
    AND bbox.ymin BETWEEN 38.70 AND 38.73
    -- Rows without sources are dropped as well: their licence is unknown.
    AND sources IS NOT NULL
    AND len(list_filter(sources, s -> lower(s.dataset) = 'foursquare')) = 0
) TO 'lisbon_places_cdla.parquet' (FORMAT parquet);
