-- The segments of Interstate 70 across the Denver area, found through their routes.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

WITH on_routes AS (
  SELECT id, names.primary AS name, class, unnest(routes) AS route
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE bbox.xmin < -104.60
    AND bbox.xmax > -105.25
    AND bbox.ymin < 39.90
    AND bbox.ymax > 39.65
    AND routes IS NOT NULL
)
SELECT
  id,
  name,
  class,
  route.network,
  route.ref,
  route.name AS route_name,
  route."between" AS applies_between
FROM on_routes
WHERE route.network = 'US:I'
  AND route.ref = '70'
ORDER BY name, id;
