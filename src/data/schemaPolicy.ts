import {MONTH_NAMES, formatIsoDate} from '../lib/dates';

/**
 * Overture's policy on when the schema may change, as its release calendar states it. The home
 * page, the release calendar and the getting-data gotchas write these facts as release tokens
 * (`@@schema_policy_months@@`…, filled at build: no page ships this module);
 * which changes came outside the months the policy names is worked out from the schema's history at
 * build (src/plugins/schema-reference/history/exceptions.ts), not typed.
 *
 * Source: the "Versioning and schema changes" section of docs.overturemaps.org/release-calendar/,
 * added on 2025-09-15 (OvertureMaps/docs pull request 227, commit a92d286c). Before that day the
 * calendar gave no schedule for schema changes.
 */
export const SCHEMA_CHANGE_POLICY = {
  /** The day the policy was first published. */
  published: '2025-09-15',
  source: {label: 'OvertureMaps/docs pull request 227', href: 'https://github.com/OvertureMaps/docs/pull/227'},
  /** The only months a major change may come in, 1 to 12. */
  majorMonths: [3, 6, 9, 12],
  /** What the policy counts as a major change. */
  major: [
    'removing a feature type',
    'removing a property (a column or a nested field)',
    "changing a property's data type",
  ],
  /** What it counts as minor, allowed in any month. */
  minor: [
    'adding a feature type',
    'adding a property (a column or a nested field)',
    'relaxing or tightening the constraints on values (adding or removing allowed values among them)',
  ],
} as const;

/** `3` → `March`. */
export const monthName = (month: number): string => MONTH_NAMES[month - 1];

/** The months major changes may come in, by name. */
export const MAJOR_MONTHS: readonly string[] = SCHEMA_CHANGE_POLICY.majorMonths.map(monthName);

/** Whether a release dated `date` (YYYY-MM-DD) falls in a month the policy allows major changes in. */
export const inMajorMonth = (date: string): boolean =>
  (SCHEMA_CHANGE_POLICY.majorMonths as readonly number[]).includes(Number(date.slice(5, 7)));

/** A list written into a sentence: "a, b and c". */
const sentenceList = (items: readonly string[], conjunction: string): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;

/**
 * The tokens pages write for the policy: `@@schema_policy_since@@` (its publication, `15 Sep 2025`),
 * `@@schema_policy_months@@` (`March, June, September and December`), `@@schema_policy_major@@` and
 * `@@schema_policy_minor@@` (what it counts as each, for a sentence), `@@schema_policy_source@@` (its address).
 */
export const SCHEMA_POLICY_TOKENS: Readonly<Record<string, string>> = {
  schema_policy_since: formatIsoDate(SCHEMA_CHANGE_POLICY.published),
  schema_policy_months: sentenceList(MAJOR_MONTHS, 'and'),
  schema_policy_major: sentenceList(SCHEMA_CHANGE_POLICY.major, 'or'),
  schema_policy_minor: sentenceList(SCHEMA_CHANGE_POLICY.minor, 'or'),
  schema_policy_source: SCHEMA_CHANGE_POLICY.source.href,
};
