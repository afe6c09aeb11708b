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

  // Coverage cells were once copied from "Contains data from …" and "Oregon data from …": a phrase is not a place.
  it.each(ADDRESS_SOURCES.filter((source) => source.area !== null).map((source) => [source.country, source] as const))(
    '%s: the coverage names a part of the country, once',
    (_country, {country, area}) => {
      const parts = area!.split(',').map((part) => part.trim());
      expect(area, 'a phrase, not a place').not.toMatch(/^(?:contains|data|courtesy|from|the)\b|\bdata from\b/i);
      expect(area, 'starts with a capital letter').toMatch(/^\p{Lu}/u);
      expect(area, 'the whole country is written as null').not.toBe(country);
      expect(new Set(parts).size, 'a name repeated').toBe(parts.length);
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
