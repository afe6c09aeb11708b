import {describe, expect, it} from 'vitest';
import {encodeShardMask, maskHasShard, partFile, shardKey} from '../../src/plugins/search/engine/partFiles';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const PAIRS = [...ALPHABET].flatMap((first) => [...ALPHABET].map((second) => first + second));

describe("the index's part files", () => {
  it('name a shard by its letters as code points, so no letter of a term is in a file name', () => {
    expect(partFile.shard(shardKey('buildings'))).toBe('s-62-75.json');
    expect(partFile.shard(shardKey('é'))).toBe('s-e9.json');
  });

  it('list in the shard mask exactly the two-letter shards given, for every pair of letters and digits', () => {
    const keys = PAIRS.filter((_, i) => i % 7 === 0 || i % 11 === 3);
    const mask = encodeShardMask(keys);
    expect(mask).toHaveLength(216);
    expect(mask).toMatch(/^[\w-]+$/);
    expect(PAIRS.filter((key) => maskHasShard(mask, key))).toEqual(keys);
  });

  it('leave out of the mask, and never claim, shards of one letter or of other letters', () => {
    const mask = encodeShardMask(['b', 'éa', 'a_', 'zz']);
    expect(PAIRS.filter((key) => maskHasShard(mask, key))).toEqual(['zz']);
    for (const key of ['b', 'éa', 'a_', '', 'zzz']) expect(maskHasShard(mask, key), key).toBe(false);
    expect(maskHasShard('', 'zz')).toBe(false);
  });
});
