-- The building IDs of central Nairobi that the current release dropped.
-- They have no row in the release any more, so the changelog is where they are listed.
INSTALL httpfs;
LOAD httpfs;
SET s3_region = 'us-west-2';

SELECT id, bbox
FROM read_parquet(
  's3://overturemaps-us-west-2/changelog/@@release@@/theme=buildings/type=building/change_type=removed/*'
)
WHERE bbox.xmin >= 36.80 AND bbox.xmax <= 36.84
  AND bbox.ymin >= -1.30 AND bbox.ymax <= -1.27
ORDER BY id;
