-- A regional extract in two steps: find the city of Ann Arbor, Michigan, then keep
-- the buildings inside its boundary.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

-- Step 1: look up the city's area once and keep it in a temporary table.
CREATE OR REPLACE TEMP TABLE ann_arbor AS
SELECT id, names.primary AS name, bbox, geometry
FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=divisions/type=division_area/*')
WHERE names.primary = 'Ann Arbor'
  AND subtype = 'locality'
  AND country = 'US'
  AND region = 'US-MI'
  AND is_land;

-- Its bounding box as a variable: a constant that DuckDB can test against row group statistics.
SET VARIABLE area_bbox = (SELECT bbox FROM ann_arbor);

-- Step 2: buildings whose box overlaps the city's box, then whose outline touches the city.
COPY (
  WITH area AS (
    SELECT geometry AS outline FROM ann_arbor
  )
  SELECT
    b.id,
    b.names.primary AS name,
    b.subtype,
    b.class,
    b.height,
    b.geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*') AS b, area
  WHERE b.bbox.xmin <= getvariable('area_bbox').xmax
    AND b.bbox.xmax >= getvariable('area_bbox').xmin
    AND b.bbox.ymin <= getvariable('area_bbox').ymax
    AND b.bbox.ymax >= getvariable('area_bbox').ymin
    AND ST_Intersects(b.geometry, area.outline)
) TO 'ann_arbor_buildings.parquet' (FORMAT parquet);
