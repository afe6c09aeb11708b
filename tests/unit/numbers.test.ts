import {describe, expect, it} from 'vitest';
import {formatCount} from '../../src/lib/numbers';

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString("en") does', () => {
    for (const count of [0, 7, 12, 999, 1000, 2117, 12345, 999999, 1000000, 1234567890, -4, -1234, 2 ** 53 - 1]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
    }
  });
});
