import type {Props} from '@theme/CodeBlock';
import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {liveCodeBlockNow, loadLiveCodeBlock} from '../../liveCodeBlock';

function languageOf({language, className}: Props): string | undefined {
  return language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
}

/** How long the server's copy button says "Copied", as the theme's does. */
const COPIED_MS = 1000;

/**
 * The server's copy button (theme/CodeBlock/Buttons) copies on its own, in the press's own event, as a phone's
 * browser requires, and says so: the code's lines, one per line of the block, as the live button would.
 */
function copyFromServerMarkup(event: MouseEvent, frame: HTMLElement): void {
  const button = (event.target as Element).closest('button');
  if (!button) return;
  const lines = [...frame.querySelectorAll('.token-line')].map((line) => line.textContent);
  void navigator.clipboard?.writeText(lines.join('\n')).then(() => {
    button.dataset.copied = '';
    button.ariaLabel = 'Copied';
    setTimeout(() => {
      delete button.dataset.copied;
      button.ariaLabel = 'Copy code to clipboard';
    }, COPIED_MS);
  });
}

/**
 * The live block brings the wrap button and the theme's handling of the buttons; it loads when a pointer or a
 * finger reaches for the block. Not while the focus is in the block: the swap would remove the focused element,
 * leaving the focus, and a screen reader's place, on the page. The server's block already has everything a
 * keyboard reaches (the code, scrollable; the copy button).
 */
function loadOnIntent(load: () => void, frame: HTMLElement): () => void {
  const listening = new AbortController();
  const options = {passive: true, signal: listening.signal};
  const loadUnlessFocused = (): void => {
    if (!frame.contains(document.activeElement)) load();
  };
  frame.addEventListener('pointerover', loadUnlessFocused, options);
  frame.addEventListener('touchstart', loadUnlessFocused, options);
  frame.addEventListener('click', (event) => copyFromServerMarkup(event, frame), {signal: listening.signal});
  return () => listening.abort();
}

/**
 * Code blocks, their highlighter and their language's grammar live in chunks of
 * their own. The server renders each block highlighted (colours come from CSS, so
 * they are right in either mode) with its copy button; a page that is only read
 * never loads that code.
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
