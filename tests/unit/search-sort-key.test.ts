import {describe, expect, it} from 'vitest';
import {sortKey, type Ranked} from '../../src/plugins/search/engine/ranking';
import {QUESTION_STEPS} from '../../src/plugins/search/engine/questionRanking';

/** The criteria sortKey packs, in compare's order, each with its range and whether more is better. */
const CRITERIA = [
  {name: 'newest', max: 1, more: true},
  {name: 'page', min: -1, max: 5, more: true},
  {name: 'words', max: QUESTION_STEPS, more: true},
  {name: 'typos', max: 10, more: false},
  {name: 'exactWords', max: 10, more: true},
  {name: 'post', max: 1, more: false},
  {name: 'field', max: 1, more: false},
  {name: 'titleWords', max: 10, more: true},
  {name: 'proximity', max: 1, more: false},
  {name: 'exact', max: 1, more: false},
] as const;

/** A seeded generator, so that a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the packed sort key', () => {
  it('orders rank objects as comparing their criteria one by one does, for either intent', () => {
    const next = random(7);
    const draw = (): Ranked => {
      const ranked = {id: 0, focus: 0, attribute: 0, headingLevel: 0, key: 0} as Record<string, number>;
      // Values near each other, so that most pairs tie on their first criteria and differ late.
      for (const {name, max, ...rest} of CRITERIA) {
        const min = 'min' in rest ? rest.min : 0;
        ranked[name] = next() < 0.7 ? min : min + Math.floor(next() * (max - min + 1));
      }
      return ranked as unknown as Ranked;
    };
    for (const intent of [
      {postsWanted: false, fieldsWanted: false},
      {postsWanted: true, fieldsWanted: true},
    ]) {
      const counted = CRITERIA.filter(
        ({name}) => !(name === 'post' && intent.postsWanted) && !(name === 'field' && !intent.fieldsWanted),
      );
      const oneByOne = (a: Ranked, b: Ranked): number => {
        for (const {name, more} of counted) {
          const difference = (a[name] - b[name]) * (more ? -1 : 1);
          if (difference !== 0) return Math.sign(difference);
        }
        return 0;
      };
      for (let i = 0; i < 5000; i++) {
        const [a, b] = [draw(), draw()];
        expect(Math.sign(sortKey(b, intent) - sortKey(a, intent)), JSON.stringify([a, b, intent])).toBe(oneByOne(a, b));
      }
    }
  });
});
