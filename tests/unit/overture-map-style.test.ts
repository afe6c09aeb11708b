import {validateStyleMin} from '@maplibre/maplibre-gl-style-spec';
import {describe, expect, it} from 'vitest';
import {PALETTES, overtureStyle, type TileArchive} from '../../src/components/OvertureMap/style';
import {PMTILES_PATH} from '../../src/data/release';

const ARCHIVES: TileArchive[] = ['base', 'transportation', 'buildings', 'divisions'];

describe('the map style', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`is a valid MapLibre style in ${mode} mode, with every archive`, () => {
      expect(validateStyleMin(overtureStyle(ARCHIVES, mode, PMTILES_PATH)).map(String)).toEqual([]);
    });
  }

  it('reads each archive it draws from pmtiles_path, and nothing else', () => {
    const style = overtureStyle(['base', 'buildings'], 'light', PMTILES_PATH);
    expect(style.sources).toEqual({
      base: {type: 'vector', url: `pmtiles://${PMTILES_PATH}/base.pmtiles`},
      buildings: {type: 'vector', url: `pmtiles://${PMTILES_PATH}/buildings.pmtiles`},
    });
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });

  it('draws the Overture layers named after their types', () => {
    const style = overtureStyle(ARCHIVES, 'light', PMTILES_PATH);
    const sourceLayers = new Set(
      style.layers.flatMap((layer) => ('source-layer' in layer ? [layer['source-layer']] : [])),
    );
    expect([...sourceLayers].sort()).toEqual(['building', 'division_boundary', 'land', 'land_use', 'segment', 'water']);
  });

  it('changes every colour between the modes', () => {
    const light = JSON.stringify(overtureStyle(ARCHIVES, 'light', PMTILES_PATH));
    const dark = JSON.stringify(overtureStyle(ARCHIVES, 'dark', PMTILES_PATH));
    for (const color of Object.values(PALETTES.light)) {
      expect(light).toContain(color);
      expect(dark).not.toContain(color);
    }
  });
});
