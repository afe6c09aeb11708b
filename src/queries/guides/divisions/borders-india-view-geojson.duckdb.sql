-- Country borders as seen from India, written to GeoJSON for a map made for Indian users.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

COPY (
  SELECT
    id,
    class,
    is_disputed,
    perspectives.mode AS stance,
    array_to_string(perspectives.countries, ',') AS stance_countries,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_boundary/*')
  WHERE subtype = 'country'
    AND is_land
    AND (
      -- Lines nobody disputes,
      perspectives IS NULL
      -- versions that India accepts,
      OR (perspectives.mode = 'accepted_by' AND list_contains(perspectives.countries, 'IN'))
      -- and versions that others reject but India does not.
      OR (perspectives.mode = 'disputed_by' AND NOT list_contains(perspectives.countries, 'IN'))
    )
) TO 'borders_india_view.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');
