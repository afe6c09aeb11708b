import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';
import {arrival, requireIfLoaded} from '@site/src/framework/static-islands/chunks';
import type * as Grammars from './grammars';

/** The theme's own code block, which ours wraps (`@theme-init`: the first theme that provides it). */
type CodeBlockModule = {default: ComponentType<Props>};

/**
 * The table of grammars is itself fetched on intent, with the code block: a page that is only read carries
 * neither (about 0.7 KB gzip of first-load JavaScript on every page that shows code).
 */
const GRAMMARS = require.resolveWeak('./grammars');

/** The theme's code block, if it and the grammar of `language` are already here (always on the server). */
export function liveCodeBlockNow(language: string | undefined): ComponentType<Props> | undefined {
  if (!requireIfLoaded<typeof Grammars>(GRAMMARS)?.grammarReadyNow(language)) return undefined;
  return requireIfLoaded<CodeBlockModule>(require.resolveWeak('@theme-init/CodeBlock'))?.default;
}

/**
 * Fetches the theme's code block and the grammars of `languages`. Code that is about
 * to render new code blocks calls it first, so they show highlighted at once
 * instead of plain and then highlighted.
 */
export function loadLiveCodeBlock(...languages: (string | undefined)[]): Promise<ComponentType<Props>> {
  const grammars = arrival(GRAMMARS, import('./grammars')).then(({loadGrammar}) =>
    Promise.all(languages.map(loadGrammar)),
  );
  const block = arrival(require.resolveWeak('@theme-init/CodeBlock'), import('@theme-init/CodeBlock'));
  return Promise.all([block, grammars]).then(([module]: [CodeBlockModule, unknown]) => module.default);
}
