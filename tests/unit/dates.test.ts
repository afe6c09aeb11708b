import {describe, expect, it} from 'vitest';
import {formatIsoDate, formatIsoMonth} from '../../src/lib/dates';

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

describe('formatIsoMonth', () => {
  it('spells the month out before the year', () => {
    expect(formatIsoMonth('2024-08')).toBe('August 2024');
    expect(formatIsoMonth('2023-12')).toBe('December 2023');
  });

  it('rejects anything that is not a YYYY-MM month', () => {
    expect(() => formatIsoMonth('2024-13')).toThrow(/Not an ISO month/);
    expect(() => formatIsoMonth('2024-08-20')).toThrow(/Not an ISO month/);
  });
});
