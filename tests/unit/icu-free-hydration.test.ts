import {describe, expect, it} from 'vitest';
import {englishDateFormat} from '../../src/framework/icu-free-hydration/englishDate';
import {formatCount} from '../../src/lib/numbers';

/** The options the theme formats dates with: "last updated", a post's date, the blog archive. */
const THEME_OPTIONS: Intl.DateTimeFormatOptions[] = (
  [
    {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
    {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
    {day: 'numeric', month: 'long', timeZone: 'UTC'},
    {month: 'long', year: 'numeric', timeZone: 'UTC'},
    {month: 'short', timeZone: 'UTC'},
  ] satisfies Intl.DateTimeFormatOptions[]
).map((options) => ({calendar: 'gregory', ...options}));

const DAY = 24 * 60 * 60 * 1000;

describe('englishDateFormat', () => {
  it.each(THEME_OPTIONS)('writes every day of 1999-2001 and 2023-2027 as Intl does (%o)', (options) => {
    const ours = englishDateFormat('en', options)!;
    const intl = new Intl.DateTimeFormat('en', options);
    for (const start of [Date.UTC(1999, 0, 1), Date.UTC(2023, 0, 1)]) {
      for (let time = start; time < start + 5 * 366 * DAY; time += DAY) {
        // Late in the UTC day too: the date is UTC's, not the machine's.
        for (const at of [time, time + DAY - 1]) expect(ours.format(at)).toBe(intl.format(at));
      }
    }
    expect(ours.format(new Date(Date.UTC(2025, 9, 22)))).toBe(intl.format(new Date(Date.UTC(2025, 9, 22))));
  });

  it('gives Intl its own errors and early years', () => {
    const options: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'};
    const ours = englishDateFormat('en', options)!;
    expect(() => ours.format(Number.NaN)).toThrow(RangeError);
    const early = Date.UTC(-50, 2, 1);
    expect(ours.format(early)).toBe(new Intl.DateTimeFormat('en', options).format(early));
  });

  it('leaves other locales, time zones and fields to Intl', () => {
    const base: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'long', timeZone: 'UTC'};
    expect(englishDateFormat('fr', base)).toBeUndefined();
    expect(englishDateFormat('en-GB', base)).toBeUndefined();
    expect(englishDateFormat('en', {...base, timeZone: undefined})).toBeUndefined();
    expect(englishDateFormat('en', {...base, calendar: 'japanese'})).toBeUndefined();
    expect(englishDateFormat('en', {...base, weekday: 'long'})).toBeUndefined();
    expect(englishDateFormat('en', {...base, month: '2-digit'})).toBeUndefined();
    expect(englishDateFormat('en', {...base, day: '2-digit'})).toBeUndefined();
  });
});

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString("en") does', () => {
    for (const count of [0, 7, 12, 999, 1000, 2117, 12345, 999999, 1000000, 1234567890, -4, -1234, 2 ** 53 - 1]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
    }
  });

  it('refuses what is not a whole number', () => {
    expect(() => formatCount(1.5)).toThrow(/whole number/);
    expect(() => formatCount(Number.NaN)).toThrow(/whole number/);
  });
});
