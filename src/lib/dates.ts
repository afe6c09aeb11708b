/** English month names as `Intl` writes them for `en`, short (`month: 'short'`) and long. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `2025-10-22` → `22 Oct 2025`. Formatted by hand, not with `Intl`, so the server
 * render and the browser agree whatever the reader's locale and time zone.
 */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  if (!name) throw new Error(`Not an ISO date (month out of range): ${iso}`);
  return `${Number(day)} ${name} ${year}`;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2024-08` → `August 2024`, by hand for the same reason as formatIsoDate. */
export function formatIsoMonth(iso: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(iso);
  const name = match && MONTH_NAMES[Number(match[2]) - 1];
  if (!match || !name) throw new Error(`Not an ISO month (YYYY-MM): ${iso}`);
  return `${name} ${match[1]}`;
}
