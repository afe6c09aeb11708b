-- Four layers for central Bologna, one GeoParquet file per type, with flat columns that QGIS can style.
INSTALL spatial;
LOAD spatial;
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

-- The area, written once for the four files: change it here for another town.
SET VARIABLE area = {'xmin': 11.325, 'ymin': 44.485, 'xmax': 11.360, 'ymax': 44.505};

-- Buildings: footprints with the fields for a height ramp or a 2.5D view.
COPY (
  SELECT
    id,
    names.primary AS name,
    subtype,
    class,
    height,
    num_floors,
    sources[1].dataset AS source,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=buildings/type=building/*')
  WHERE bbox.xmin <= getvariable('area').xmax AND bbox.xmax >= getvariable('area').xmin
    AND bbox.ymin <= getvariable('area').ymax AND bbox.ymax >= getvariable('area').ymin
) TO 'bologna_buildings.parquet' (FORMAT parquet, COMPRESSION zstd);

-- Roads only (no rail or waterways), with the class to categorise them by.
COPY (
  SELECT
    id,
    names.primary AS name,
    class,
    subclass,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=transportation/type=segment/*')
  WHERE subtype = 'road'
    AND bbox.xmin <= getvariable('area').xmax AND bbox.xmax >= getvariable('area').xmin
    AND bbox.ymin <= getvariable('area').ymax AND bbox.ymax >= getvariable('area').ymin
) TO 'bologna_roads.parquet' (FORMAT parquet, COMPRESSION zstd);

-- Places: points with a name, a category and a confidence to filter on.
COPY (
  SELECT
    id,
    names.primary AS name,
    categories.primary AS category,
    basic_category,
    confidence,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*')
  WHERE bbox.xmin <= getvariable('area').xmax AND bbox.xmax >= getvariable('area').xmin
    AND bbox.ymin <= getvariable('area').ymax AND bbox.ymax >= getvariable('area').ymin
) TO 'bologna_places.parquet' (FORMAT parquet, COMPRESSION zstd);

-- Water areas from the base theme. Rivers and canals also come as centre lines and springs as points;
-- keeping only polygons gives QGIS a layer with a single geometry type.
COPY (
  SELECT
    id,
    names.primary AS name,
    subtype,
    class,
    geometry
  FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=base/type=water/*')
  WHERE ST_GeometryType(geometry) IN ('POLYGON', 'MULTIPOLYGON')
    AND bbox.xmin <= getvariable('area').xmax AND bbox.xmax >= getvariable('area').xmin
    AND bbox.ymin <= getvariable('area').ymax AND bbox.ymax >= getvariable('area').ymin
) TO 'bologna_water.parquet' (FORMAT parquet, COMPRESSION zstd);
