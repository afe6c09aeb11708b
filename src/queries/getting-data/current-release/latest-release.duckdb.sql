-- The newest release in Overture's STAC catalogue, and the schema version it follows:
-- the root catalog names the release, the release's own catalog its schema.
INSTALL httpfs;
LOAD httpfs;

SET VARIABLE latest = (SELECT latest FROM read_json('https://stac.overturemaps.org/catalog.json'));

SELECT
  getvariable('latest') AS release,
  "schema:version" AS schema_version
FROM read_json('https://stac.overturemaps.org/' || getvariable('latest') || '/catalog.json');
