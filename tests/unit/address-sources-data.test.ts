import {describe, expect, it} from 'vitest';
import {ADDRESS_SOURCES} from '../../src/data/addressSources';

describe('address sources', () => {
  it.each(ADDRESS_SOURCES.map((source) => [`${source.country} / ${source.area ?? '-'} / ${source.name}`, source]))(
    '%s is complete',
    (_label, source) => {
      expect(source.country.trim()).not.toBe('');
      expect(source.name.trim()).not.toBe('');
      expect(source.license.trim()).not.toBe('');
      expect(source.area === null || source.area.trim() !== '').toBe(true);
      expect(source.distributor === null || source.distributor.trim() !== '').toBe(true);
      expect(() => new URL(source.url)).not.toThrow();
      expect(new URL(source.url).protocol).toMatch(/^https?:$/);
      expect(source.accessed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(source.accessed))).toBe(false);
    },
  );

  it('lists each source once', () => {
    const keys = ADDRESS_SOURCES.map((s) => `${s.country}/${s.area ?? ''}/${s.name}/${s.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps each country together, countries in alphabetical order', () => {
    const countries = ADDRESS_SOURCES.map((source) => source.country).filter(
      (country, index, all) => index === 0 || all[index - 1] !== country,
    );
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b)));
  });
});
