import type {ComponentProps} from 'react';
import type CodeBlockType from '@theme-original/CodeBlock';
import {staticIsland} from '@site/src/components/StaticIsland';
import {requireIfLoaded} from '@site/src/lib/chunks';
import {grammarReadyNow, loadGrammar} from '../../plugins/code-highlighting/grammars';

type Props = ComponentProps<typeof CodeBlockType>;
type CodeBlockModule = {default: typeof CodeBlockType};

function languageOf({language, className}: Props): string | undefined {
  return language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
}

/**
 * Code blocks, their highlighter and their language's grammar live in chunks of
 * their own, so a page downloads only what its code needs. The server renders each
 * block highlighted; the browser shows that markup at once and swaps in the live
 * block (copy and wrap buttons) when its chunk arrives.
 */
const CodeBlock = staticIsland<Props>(
  {
    now: (props) =>
      grammarReadyNow(languageOf(props))
        ? requireIfLoaded<CodeBlockModule>(require.resolveWeak('@theme-original/CodeBlock'))?.default
        : undefined,
    load: (props) =>
      loadGrammar(languageOf(props))
        .then(() => import('@theme-original/CodeBlock'))
        .then((module) => module.default),
  },
  {
    mode: 'enhance',
    placeholder: (props) => (
      <pre className={props.className} tabIndex={0}>
        <code>{props.children}</code>
      </pre>
    ),
  },
);

export default CodeBlock;
