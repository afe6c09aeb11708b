import {useEffect, useLayoutEffect, useMemo, useRef} from 'react';
import {DEFAULT_INPUT, SIDES, type ExtractInput, type Side} from './extract';

type Sides = Pick<ExtractInput, Side>;

/** How long the box's fields must rest before the builder takes what they hold. */
export const TYPING_REST_MS = 200;

export interface TypedSides {
  /** Each side's field, to be given as its `ref`. */
  refs: Record<Side, (field: HTMLInputElement | null) => void>;
  /** What each field shows before the builder writes into it: the server's worked example. */
  defaults: Sides;
  /** For each field's input event: the builder takes the four sides once the keys rest. */
  onTyped: () => void;
  /** Drops keys not yet taken, for a change that replaces the box (a place chosen, a whole box pasted). */
  dropTyped: () => void;
}

/**
 * The box's four fields hold what is typed themselves, as uncontrolled inputs: a key changes its field's text and
 * runs no render, and the builder takes the four sides once the keys rest (`settle`). Bound to React state
 * (`value`), each key rendered the builder, a third to a half of its time at 4x CPU on a phone (a trace of
 * bench:typing's keys: 10-33 ms of script before the frame). What the builder holds is written into the fields
 * after each render, unless keys are waiting to be taken: those are newer.
 */
export function useTypedSides(sides: Sides, settle: (typed: Sides) => void): TypedSides {
  const fields = useRef<Partial<Record<Side, HTMLInputElement>>>({});
  const timer = useRef<number | undefined>(undefined);
  const latestSettle = useRef(settle);
  useLayoutEffect(() => {
    latestSettle.current = settle;
    if (timer.current !== undefined) return;
    for (const side of SIDES) {
      const field = fields.current[side];
      if (field && field.value !== sides[side]) field.value = sides[side];
    }
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useMemo(() => {
    const dropTyped = (): void => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
    };
    const refs = Object.fromEntries(
      SIDES.map((side) => [
        side,
        (field: HTMLInputElement | null) => {
          fields.current[side] = field ?? undefined;
        },
      ]),
    ) as TypedSides['refs'];
    const onTyped = (): void => {
      dropTyped();
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        const typed = Object.fromEntries(SIDES.map((side) => [side, fields.current[side]?.value ?? ''])) as Sides;
        latestSettle.current(typed);
      }, TYPING_REST_MS);
    };
    const defaults = Object.fromEntries(SIDES.map((side) => [side, DEFAULT_INPUT[side]])) as Sides;
    return {refs, defaults, onTyped, dropTyped};
  }, []);
}
