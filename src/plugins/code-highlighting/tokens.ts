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

/**
 * Token types that no colour rule of `src/css/code.css` selects: a token of these
 * types alone looks like the code around it, so it is written as bare text.
 */
export const UNCOLOURED_TOKEN_TYPES: ReadonlySet<string> = new Set(['plain', 'punctuation']);

export function isUncoloured(token: Token): boolean {
  return token.types.every((type) => UNCOLOURED_TOKEN_TYPES.has(type));
}

/**
 * Joins each run of neighbouring uncoloured tokens of a line into one plain token, so
 * that the run is one text node rather than several, each with a separating comment
 * in the server's markup. An empty line's token is kept as it is.
 */
export function mergeUncoloured(line: Token[]): Token[] {
  const merged: Token[] = [];
  for (const token of line) {
    const previous = merged[merged.length - 1];
    if (previous && !previous.empty && !token.empty && isUncoloured(previous) && isUncoloured(token))
      merged[merged.length - 1] = {types: ['plain'], content: previous.content + token.content};
    else merged.push(token);
  }
  return merged;
}
