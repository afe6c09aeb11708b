import {LOCAL_API_KEY, LOCAL_APP_ID} from '../constants';
import {loadLiteClient} from './preload';

type LiteClient = ReturnType<typeof import('./liteClient').liteClient>;

let client: Promise<LiteClient> | null = null;

/**
 * Has the open modal search again for what its box holds, now that the text its hits lacked has come. A focus
 * event does it: DocSearch's autocomplete (@algolia/autocomplete-core 1.17.9, getPropGetters.js, `onFocus`)
 * runs the box's query again on focus, and React hears `focusin`. The focus itself does not move, so a phone's
 * keyboard stays up. Running the query selects the first hit again (onInput.js, `setActiveItemId`): once the
 * reader has chosen another, with the arrow keys or the pointer, the hits keep their headings until the next key.
 */
function searchAgain(asked: string): void {
  const box = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  // The reader has typed on: the search of what the box holds now is already running, and brings its own text.
  if (!box || box.value !== asked) return;
  const chosen = box.getAttribute('aria-activedescendant');
  if (chosen && !chosen.endsWith('-item-0')) return;
  box.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
}

/**
 * How long the box must hold a query before its hits' text is asked for. Text asked for at every key, up to a
 * dozen chunks a key, arrived while the next keys were handled (bench:search's keystrokes, at 4x CPU), for
 * queries the reader had typed past. Keys that come faster than this (80 words a minute is about 150 ms a key)
 * now ask for no text; slower typing gets each query's text as before, a moment later.
 */
const TEXT_REST_MS = 150;

/** Whether the box still holds `asked` once TEXT_REST_MS have passed. */
function stillAsked(asked: string): Promise<boolean> {
  return new Promise((resolve) => {
    window.setTimeout(
      () => resolve(document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value === asked),
      TEXT_REST_MS,
    );
  });
}

/** The query of a modal's request: DocSearch asks one query at a time, in client v5's `{requests}` form or v4's array. */
function queryOf(request: Parameters<LiteClient['search']>[0]): string {
  const [first] = Array.isArray(request) ? request : request.requests;
  const params = first?.params;
  return String(first?.query ?? (typeof params === 'object' ? params?.query : undefined) ?? '');
}

/**
 * What the DocSearch modal searches with in local mode: an object with the client's
 * `search` method, which fetches the real (local) client and the index only when
 * the first search runs, so none of it weighs on page load. Its hits come as soon as
 * they are known, before their text (SearchOptions.textLater), which follows.
 */
export const localSearchClient = {
  search(request: Parameters<LiteClient['search']>[0]): ReturnType<LiteClient['search']> {
    client ??= loadLiteClient().then(({liteClient}) => liteClient(LOCAL_APP_ID, LOCAL_API_KEY));
    const asked = queryOf(request);
    return client.then((loaded) =>
      loaded.search(request, {textLater: () => searchAgain(asked), textWanted: () => stillAsked(asked)}),
    );
  },
};
