import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Prism from './prism';
import {mergeUncoloured, normalizeTokens, type Token} from './tokens';

/**
 * The render-prop `Highlight` API of prism-react-renderer, which the theme's code
 * block calls, over our slimmer Prism. The code-highlighting plugin aliases
 * `prism-react-renderer` to this module inside the site bundles.
 *
 * Tokens get class names only, never inline colours: the colours come from
 * `src/css/code.css`, for light and dark mode alike, so server-rendered code is
 * right in either mode without waiting for JavaScript.
 */
export {Prism, normalizeTokens};
export type {Token};

interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: {line: Token[]; className?: string; style?: CSSProperties}) => {
    className: string;
    style?: CSSProperties;
  };
  getTokenProps: (input: {token: Token; className?: string; style?: CSSProperties}) => {
    className: string;
    style?: CSSProperties;
    children: string;
  };
}

interface HighlightProps {
  language: string;
  code: string;
  children: (props: RenderProps) => ReactNode;
}

export function Highlight({language, code, children}: HighlightProps): ReactNode {
  const grammar = Prism.languages[language];
  const tokens = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : code).map(mergeUncoloured);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: {},
    getLineProps: ({className, style}) => ({className: clsx('token-line', className), style}),
    getTokenProps: ({token, className, style}) => ({
      className: clsx('token', ...token.types, className),
      style,
      children: token.content,
    }),
  });
}
