import type {Token as PrismToken, TokenStream} from 'prismjs';

/** One run of text with the Prism token types that apply to it, outermost first. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

const NEWLINE = /\r\n|\r|\n/;

/**
 * Flattens Prism's nested token stream into lines of tokens, the shape the theme's
 * code block renders. An empty line is one token whose content is a line break,
 * as the theme's line component expects.
 */
export function normalizeTokens(stream: TokenStream): Token[][] {
  const lines: Token[][] = [[]];

  const push = (types: string[], text: string): void => {
    const parts = text.split(NEWLINE);
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push({types, content: part});
    });
  };

  const walk = (node: TokenStream, types: string[]): void => {
    if (typeof node === 'string') {
      push(types, node);
    } else if (Array.isArray(node)) {
      node.forEach((child) => walk(child, types));
    } else {
      const token = node as PrismToken;
      const aliases = token.alias === undefined ? [] : ([] as string[]).concat(token.alias);
      walk(token.content, [...types, token.type, ...aliases]);
    }
  };

  walk(stream, []);
  return lines
    .map((line) => (line.length > 0 ? line : [{types: ['plain'], content: '\n', empty: true}]))
    .map((line) => line.map((token) => (token.types.length > 0 ? token : {...token, types: ['plain']})));
}
