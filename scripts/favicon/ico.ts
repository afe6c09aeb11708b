import type {Raster} from './svgRaster';

/**
 * An ICO file holding one 32-bit bitmap per size (ICONDIR, one ICONDIRENTRY per image, then each image as
 * a BITMAPINFOHEADER, its pixels and its transparency mask). Bitmaps rather than PNGs: every byte follows
 * from the pixels alone, with no compressor whose output could change with its version.
 */
export function icoFile(rasters: readonly Raster[]): Buffer {
  const images = rasters.map(bitmap);
  const directory = Buffer.alloc(6 + 16 * images.length);
  directory.writeUInt16LE(0, 0);
  directory.writeUInt16LE(1, 2); // 1: an icon, not a cursor.
  directory.writeUInt16LE(images.length, 4);
  let offset = directory.length;
  rasters.forEach(({size}, index) => {
    const entry = 6 + 16 * index;
    directory.writeUInt8(size % 256, entry); // Width and height; 0 stands for 256.
    directory.writeUInt8(size % 256, entry + 1);
    directory.writeUInt16LE(1, entry + 4); // Colour planes.
    directory.writeUInt16LE(32, entry + 6); // Bits per pixel.
    directory.writeUInt32LE(images[index].length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += images[index].length;
  });
  return Buffer.concat([directory, ...images]);
}

/** One image: rows bottom first, pixels as blue, green, red, alpha; the mask marks the fully transparent ones. */
function bitmap({size, rgba}: Raster): Buffer {
  const maskRow = Math.ceil(size / 32) * 4;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // The pixels and the mask, stacked.
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(size * size * 4 + maskRow * size, 20);
  const pixels = Buffer.alloc(size * size * 4);
  const mask = Buffer.alloc(maskRow * size);
  for (let row = 0; row < size; row++) {
    const target = size - 1 - row;
    for (let column = 0; column < size; column++) {
      const from = (row * size + column) * 4;
      const to = (target * size + column) * 4;
      [pixels[to], pixels[to + 1], pixels[to + 2], pixels[to + 3]] = [
        rgba[from + 2],
        rgba[from + 1],
        rgba[from],
        rgba[from + 3],
      ];
      if (rgba[from + 3] === 0) mask[target * maskRow + (column >> 3)] |= 0x80 >> (column & 7);
    }
  }
  return Buffer.concat([header, pixels, mask]);
}
