import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {FAVICON_ICO, FAVICON_SIZES, FAVICON_SVG, faviconIco} from '../../scripts/favicon';

/** The images an ICO file holds: each one's size, and its pixels as red, green, blue, alpha, top row first. */
function imagesOf(ico: Buffer): {size: number; pixel: (x: number, y: number) => number[]}[] {
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({length: ico.readUInt16LE(4)}, (_, index) => {
    const size = ico.readUInt8(6 + 16 * index) || 256;
    const offset = ico.readUInt32LE(6 + 16 * index + 12);
    expect(ico.readUInt32LE(offset)).toBe(40); // A BITMAPINFOHEADER…
    expect(ico.readUInt16LE(offset + 14)).toBe(32); // …of 32 bits a pixel.
    const pixel = (x: number, y: number): number[] => {
      const at = offset + 40 + ((size - 1 - y) * size + x) * 4;
      return [ico[at + 2], ico[at + 1], ico[at], ico[at + 3]];
    };
    return {size, pixel};
  });
}

describe('favicon.ico', () => {
  const svg = readFileSync(FAVICON_SVG, 'utf8');

  it('is what `npm run favicon` makes from the site icon, byte for byte', () => {
    expect(readFileSync(FAVICON_ICO).equals(faviconIco(svg))).toBe(true);
  });

  it('holds the icon at 16, 32 and 48 pixels: transparent corners, the dark tile, the layers in the middle', () => {
    const images = imagesOf(readFileSync(FAVICON_ICO));
    expect(images.map(({size}) => size)).toEqual([...FAVICON_SIZES]);
    for (const {size, pixel} of images) {
      // The tile's rounded corner leaves the corner pixel empty.
      expect(pixel(0, 0)[3]).toBe(0);
      // Near the top edge, away from the corners, only the tile: #0b3b5c, opaque.
      expect(pixel(size / 2, Math.floor(size / 16))).toEqual([0x0b, 0x3b, 0x5c, 255]);
      // The middle is the top (yellow, #ffcf5c) layer, over the others.
      const [red, green, blue, alpha] = pixel(size / 2, Math.round((size * 22) / 64));
      expect(alpha).toBe(255);
      expect(red).toBeGreaterThan(0xe0);
      expect(green).toBeGreaterThan(0xb0);
      expect(blue).toBeLessThan(0x80);
    }
  });

  it('refuses an icon drawn with what it cannot draw, naming it', () => {
    expect(() => faviconIco('<svg viewBox="0 0 8 8"><circle r="4" fill="#fff"/></svg>')).toThrow(
      '<circle> is not supported',
    );
    expect(() => faviconIco('<svg viewBox="0 0 8 8"><path d="M0 0C1 1 2 2 3 3Z"/></svg>')).toThrow(
      'the path command "C" is not supported',
    );
    expect(() => faviconIco('<svg><rect width="8" height="8"/></svg>')).toThrow('needs a viewBox');
  });
});
