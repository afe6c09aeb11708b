import {useLayoutEffect, useState, type ReactNode} from 'react';
import {commitHead} from './commitHead';
import {readHeadProps, reduceHeadProps, type HeadProps} from './headState';

/**
 * The browser's `react-helmet-async`: the two exports Docusaurus imports from it
 * (`HelmetProvider` in its client entry, `Helmet` behind `@docusaurus/Head`), with
 * the same result in the document for the children `<Head>` takes (title, meta,
 * link, script, noscript, style, base, html, body) and the props `title`,
 * `titleTemplate`, `defaultTitle`, `defer` and the tag lists. Server-only props
 * (`prioritizeSeoTags`, `encodeSpecialCharacters`) and `onChangeClientState` are not
 * read here. The server build keeps the real package, which writes each page's head.
 */

/** The props of every mounted `<Head>`, by the order in which each first rendered. */
const mounted = new Map<number, {props: HeadProps; key: string}>();
let renders = 0;
let frame = 0;

function scheduleCommit(): void {
  cancelAnimationFrame(frame);
  const state = reduceHeadProps([...mounted.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry.props));
  if (!state.defer) {
    commitHead(state);
    return;
  }
  frame = requestAnimationFrame(() => commitHead(state));
}

/** There is one document in a browser, so the provider holds nothing. */
export function HelmetProvider({children}: {children: ReactNode}): ReactNode {
  return children;
}

export function Helmet(given: HeadProps & {children?: ReactNode}): null {
  // Outer `<Head>`s render before inner ones, which must win: order by first render.
  const [order] = useState(() => ++renders);
  const props = readHeadProps(given);
  useLayoutEffect(() => {
    const key = JSON.stringify(props);
    if (mounted.get(order)?.key === key) return;
    mounted.set(order, {props, key});
    scheduleCommit();
  });
  useLayoutEffect(
    () => () => {
      mounted.delete(order);
      scheduleCommit();
    },
    [order],
  );
  return null;
}
