import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {arrival, requireIfLoaded} from '@site/src/framework/static-islands/chunks';
import {loadLiveCodeBlock} from '@site/src/plugins/code-highlighting/liveCodeBlock';
import {OUTPUT_LANGUAGES} from './formats';

type BuilderModule = typeof import('./Builder');

/** How far below the view the builder starts loading, so it is live by the time a reader scrolls to it. */
const LOAD_AHEAD = '800px';

/**
 * Loads the builder when it comes near the view: at once when the page opens on it
 * (`#extract`, or an address holding an extract), otherwise when the reader scrolls
 * towards it. Browsers without IntersectionObserver load it at once.
 */
function loadNearView(load: () => void, frame: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined' || window.location.search) {
    load();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
    rootMargin: `${LOAD_AHEAD} 0px`,
  });
  // The frame lays out as its content (display: contents), so watch the builder itself.
  Array.from(frame.children).forEach((child) => observer.observe(child));
  return () => observer.disconnect();
}

/**
 * The extract builder (./Builder.tsx) is the heaviest part of /getting-data/ and
 * sits halfway down it: the server renders its worked example, and its code loads
 * only when a reader comes near it, with the code blocks and grammars of its
 * outputs, so that the live builder shows them highlighted from its first paint.
 */
const ExtractBuilder = staticIsland<object>(
  {
    now: () => requireIfLoaded<BuilderModule>(require.resolveWeak('./Builder'))?.default,
    load: () =>
      Promise.all([
        arrival(require.resolveWeak('./Builder'), import('./Builder')),
        loadLiveCodeBlock(...Object.values(OUTPUT_LANGUAGES)),
      ]).then(([module]) => module.default),
  },
  {mode: 'on-demand', trigger: loadNearView},
);
export default ExtractBuilder;
