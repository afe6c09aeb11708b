-- When each table in the shared Places database last changed, to compare with the release calendar.
SELECT
  table_name,
  row_count,
  last_altered
FROM OVERTURE_PLACES.INFORMATION_SCHEMA.TABLES
WHERE table_schema = 'CARTO'
ORDER BY table_name;
