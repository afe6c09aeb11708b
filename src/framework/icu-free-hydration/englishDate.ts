import {MONTHS, MONTH_NAMES} from '../../lib/dates';

/** What the theme formats a date with: the part of `Intl.DateTimeFormat` it calls. */
export type DateFormat = Pick<Intl.DateTimeFormat, 'format'>;

const OPTION_KEYS = new Set(['day', 'month', 'year', 'timeZone', 'calendar']);

/**
 * A formatter giving what `new Intl.DateTimeFormat(locale, options)` gives, for the dates the theme writes on an
 * English site (a day, a month spelled out or short, maybe a year, in UTC), without `Intl`: a page's first use of
 * ICU's date formats costs 12 to 16 ms of main thread on this machine, in the middle of hydration. Undefined for
 * any other locale or options, which the caller leaves to `Intl`.
 */
export function englishDateFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormat | undefined {
  const {day, month, year, timeZone, calendar} = options;
  const supported =
    locale === 'en' &&
    Object.keys(options).every((key) => OPTION_KEYS.has(key)) &&
    timeZone === 'UTC' &&
    (calendar === undefined || calendar === 'gregory') &&
    (month === 'long' || month === 'short') &&
    (day === undefined || day === 'numeric') &&
    (year === undefined || year === 'numeric');
  if (!supported) return undefined;
  const names = month === 'long' ? MONTH_NAMES : MONTHS;
  return {
    format(value?: Date | number): string {
      const date = new Date(value ?? Date.now());
      const fullYear = date.getUTCFullYear();
      // Intl's own errors and eras (`Invalid time value`, `1 BC`), for dates no page shows.
      if (Number.isNaN(fullYear) || fullYear < 1000) return new Intl.DateTimeFormat(locale, options).format(date);
      const monthName = names[date.getUTCMonth()];
      const monthDay = day ? `${monthName} ${date.getUTCDate()}` : monthName;
      if (!year) return monthDay;
      return day ? `${monthDay}, ${fullYear}` : `${monthDay} ${fullYear}`;
    },
  };
}
