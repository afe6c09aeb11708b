import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {isUncoloured} from '../../../../tokens';

/**
 * The theme's pass-through for one token, which wraps every token in a span. A token
 * that no colour rule selects (plain text, punctuation) is written as bare text: on the
 * long schema pages that is about a third of all their elements (segment reference:
 * 2,045 of 6,880), each of which the browser styles and lays out on the first layout.
 * The theme's line renders every token through this (UPSTREAM_PATCHES.lineToken).
 */
export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  if (isUncoloured(token) && props.style === undefined) return props.children;
  return <span {...props} />;
}
