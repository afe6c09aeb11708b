import {cutAtWord} from '../../../../lib/cutAtWord';

/** How much of a field's description its search record keeps: enough to tell fields apart in the hits. */
const SUMMARY_LENGTH = 200;

/** The start of a description for the field's search record, cut after a whole word. */
export function searchSummary(description: string): string {
  return cutAtWord(description.replace(/\s+/g, ' ').trim(), SUMMARY_LENGTH);
}
