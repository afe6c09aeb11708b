import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';
import Prism from './prism';
import {normalizeTokens, type Token} from './tokens';

/**
 * The render-prop `Highlight` API of prism-react-renderer, which the theme's code
 * block calls, over our slimmer Prism. The code-highlighting plugin aliases
 * `prism-react-renderer` to this module inside the site bundles.
 */
export {Prism, normalizeTokens};
export type {Token, PrismTheme};

type Styles = Record<string, CSSProperties>;

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
  theme: PrismTheme;
  language: string;
  code: string;
  children: (props: RenderProps) => ReactNode;
}

/** Token type → style, keeping only entries that apply to `language`. */
function stylesFor(theme: PrismTheme, language: string): Styles {
  const styles: Styles = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles[type] = {...styles[type], ...entry.style};
  }
  return styles;
}

export function Highlight({theme, language, code, children}: HighlightProps): ReactNode {
  const grammar = Prism.languages[language];
  const tokens = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : code);
  const styles = stylesFor(theme, language);
  const plain: CSSProperties = {...theme.plain, backgroundColor: undefined};

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: theme.plain,
    getLineProps: ({className, style}) => ({className: clsx('token-line', className), style: {...plain, ...style}}),
    getTokenProps: ({token, className, style}) => {
      const isPlain = token.types.length === 1 && token.types[0] === 'plain';
      const tokenStyle = isPlain
        ? undefined
        : token.types.reduce<CSSProperties>((merged, type) => ({...merged, ...styles[type]}), {});
      return {
        className: clsx('token', ...token.types, className),
        style: tokenStyle || style ? {...tokenStyle, ...style} : undefined,
        children: token.content,
      };
    },
  });
}
