import {describe, expect, it} from 'vitest';
import {
  encodeShardMask,
  maskHasLetter,
  maskHasShard,
  partFile,
  shardKey,
} from '../../src/plugins/search/engine/partFiles';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const PAIRS = [...ALPHABET].flatMap((first) => [...ALPHABET].map((second) => first + second));

describe("the index's part files", () => {
  it('name a shard by its letters as code points, so no letter of a term is in a file name', () => {
    expect(partFile.shard(shardKey('buildings'))).toBe('s-62-75.json');
    expect(partFile.shard(shardKey('é'))).toBe('s-e9.json');
  });

  it('list in the shard mask exactly the shards given, for every letter and digit and every pair of them', () => {
    const keys = [...PAIRS, ...ALPHABET].filter((_, i) => i % 7 === 0 || i % 11 === 3);
    const mask = encodeShardMask(keys);
    expect(mask).toHaveLength(222);
    expect(mask).toMatch(/^[\w-]+$/);
    expect([...PAIRS, ...ALPHABET].filter((key) => maskHasShard(mask, key))).toEqual(keys);
  });

  it('tell a word of one letter its shard, without its letter', () => {
    const mask = encodeShardMask(['l', 'co']);
    expect(['l', 'c', 'co', 'lo'].map((key) => maskHasShard(mask, key))).toEqual([true, false, true, false]);
    expect(['l', 'c', 'o'].map((letter) => maskHasLetter(mask, letter))).toEqual([true, true, false]);
  });

  it('leave out of the mask, and never claim, shards of other letters', () => {
    const mask = encodeShardMask(['é', 'éa', 'a_', 'zz']);
    expect([...PAIRS, ...ALPHABET].filter((key) => maskHasShard(mask, key))).toEqual(['zz']);
    for (const key of ['é', 'éa', 'a_', '', 'zzz']) expect(maskHasShard(mask, key), key).toBe(false);
    expect(maskHasShard('', 'zz')).toBe(false);
  });
});
