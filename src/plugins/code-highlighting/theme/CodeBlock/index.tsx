import type {Props} from '@theme/CodeBlock';
import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {liveCodeBlockNow, loadLiveCodeBlock} from '../../liveCodeBlock';

function languageOf({language, className}: Props): string | undefined {
  return language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
}

/** The live block brings only its copy and wrap buttons, shown on hover or focus: load it then. */
function loadOnIntent(load: () => void, frame: HTMLElement): () => void {
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  events.forEach((event) => frame.addEventListener(event, load, {passive: true}));
  return () => events.forEach((event) => frame.removeEventListener(event, load));
}

/**
 * Code blocks, their highlighter and their language's grammar live in chunks of
 * their own. The server renders each block highlighted (colours come from CSS, so
 * they are right in either mode); a page that is only read never loads that code.
 * It loads when the reader points at, focuses or touches a block, which is when
 * the theme shows the block's copy and wrap buttons.
 */
const CodeBlock = staticIsland<Props>(
  {
    now: (props) => liveCodeBlockNow(languageOf(props)),
    load: (props) => loadLiveCodeBlock(languageOf(props)),
  },
  {
    mode: 'on-demand',
    trigger: loadOnIntent,
    placeholder: (props) => (
      <pre className={props.className} tabIndex={0}>
        <code>{props.children}</code>
      </pre>
    ),
  },
);

export default CodeBlock;
