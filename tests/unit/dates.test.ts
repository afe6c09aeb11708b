import {describe, expect, it} from 'vitest';
import {formatIsoDate} from '../../src/lib/dates';

describe('formatIsoDate', () => {
  it('formats day, short month and year without leading zeros', () => {
    expect(formatIsoDate('2025-10-22')).toBe('22 Oct 2025');
    expect(formatIsoDate('2024-01-07')).toBe('7 Jan 2024');
  });

  it('rejects anything that is not a YYYY-MM-DD date', () => {
    expect(() => formatIsoDate('2025-13-01')).toThrow(/month out of range/);
    expect(() => formatIsoDate('22 Oct 2025')).toThrow(/Not an ISO date/);
  });
});
