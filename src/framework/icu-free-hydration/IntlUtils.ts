/**
 * Stands in for `@docusaurus/theme-common/lib/utils/IntlUtils.js` (upstream entry `intlUtils`): the same two
 * hooks, but English dates in UTC, as the theme asks for them, come from `englishDateFormat`, not `Intl`.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {englishDateFormat, type DateFormat} from './englishDate';

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]!.calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormat {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const withCalendar = {calendar: useCalendar(), ...options};
  return englishDateFormat(currentLocale, withCalendar) ?? new Intl.DateTimeFormat(currentLocale, withCalendar);
}
