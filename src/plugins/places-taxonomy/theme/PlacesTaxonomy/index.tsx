import {useEffect, useEffectEvent, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import tree from '@places-taxonomy/tree';
import {splitDefault} from '@site/src/framework/static-islands/chunks';
import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {formatCount} from '@site/src/lib/numbers';
import type {CategoryMatch} from '../../duckdbFilter';
import {filterEntries} from '../../filterMatch';
import {afterFrame} from '@site/src/lib/afterFrame';
import type {CategoryPanelProps} from './CategoryPanel';
import Matches from './Matches';
import {readInSlices, type SlicedIndex} from './readInSlices';
import {codesOf, filterComments, panelSlot, reveal, treeReader, type TreeIndex} from './treeDom';
import styles from './styles.module.css';

function TreeHtml({html}: {html: string}): ReactNode {
  return <div dangerouslySetInnerHTML={{__html: html}} />;
}

function TreeNotLoaded(): ReactNode {
  return <p role="alert">The category list could not be loaded. Reload the page to try again.</p>;
}

/** The tree with its HTML bound, as the island wants a component. */
const withHtml = (html: string) =>
  function LoadedTree(): ReactNode {
    return <TreeHtml html={html} />;
  };

/** The tree itself: server-rendered HTML, kept as is in the browser; fetched as HTML after in-site navigation. */
const Tree = staticIsland<object>(
  {
    now: () => (tree.html ? withHtml(tree.html) : undefined),
    load: () =>
      fetch(tree.url)
        .then((response) =>
          response.ok ? (response.json() as Promise<string>) : Promise.reject(new Error(String(response.status))),
        )
        .then(withHtml, () => TreeNotLoaded),
  },
  {mode: 'static', placeholder: () => <p>Loading the categories…</p>},
);

function PanelNotLoaded(): ReactNode {
  return <p role="alert">The DuckDB condition could not be loaded. Reload the page to try again.</p>;
}

/**
 * The selected category's DuckDB condition. Its code loads when a category is first chosen, not
 * with the page: the page's first load stays within its budget of JavaScript (150 KB gzip), which
 * the steps that put the tree away frame by frame passed by 0.1 KB.
 */
const CategoryPanel = staticIsland<CategoryPanelProps>(
  splitDefault(require.resolveWeak('./CategoryPanel'), () => import('./CategoryPanel'), PanelNotLoaded),
  {mode: 'static', placeholder: () => <p>Loading the DuckDB condition…</p>},
);

interface Selected {
  code: string;
  codes: string[];
  comments: string[];
  /** Where its panel goes in the tree; none for a category shown among a filter's matches. */
  slot: HTMLElement | null;
}

/** What the filter found for a text: the tree is put away while it shows. */
interface Found {
  text: string;
  entries: number[];
  index: TreeIndex;
}

const initialText = (search: string): string => new URLSearchParams(search).get('category') ?? '';

/**
 * How far the tree is put away while a filter's matches show, a step a frame: covered by the
 * list at once, then hidden (restyling its rows on screen), then taking no room (laying out what
 * follows), and only then does the list draw its rows. Done in one frame, the three cost 31-39 ms
 * at the median on a phone at 4x and up to 61 the first time, the longest frame of a filter's run;
 * the list's first frame alone, 19-34 ms (scratch traces of "restaurant" typed and cleared four times).
 * Clearing the filter takes the list away at once and brings the tree back the same way in reverse:
 * its room first, still hidden, and then its rows, a frame later.
 */
const TREE_STEPS = ['covered', 'hidden', 'away'] as const;
type TreeStep = (typeof TREE_STEPS)[number];

/**
 * How long the filter waits for typing to pause before it runs, in ms: keys typed
 * faster than this cost nothing but the field's own update. Whatever the pause, the
 * filter then runs on the field's text as it is, so it never shows an older one.
 */
const TYPING_PAUSE = 150;

/**
 * The places category taxonomy: the whole tree as static HTML, a filter that keeps
 * its text in the address (`?category=`) and lists what it finds in place of the tree,
 * and for the category in the address's fragment (`#category-<code>`) its DuckDB filter,
 * among the matches or in the tree with its ancestors opened. A page opened with a
 * filter in its address opens on the filter, not at its top.
 */
export default function PlacesTaxonomy(): ReactNode {
  const {search} = useLocation();
  // The field keeps its own text (it is not a controlled input): a key typed renders nothing until the filter runs.
  const [initial] = useState(() => initialText(search));
  const [status, setStatus] = useState('');
  const [selected, setSelected] = useState<Selected | null>(null);
  const [match, setMatch] = useState<CategoryMatch>('either');
  const [found, setFound] = useState<Found | null>(null);
  const [treeStep, setTreeStep] = useState<TreeStep>('covered');
  const filtering = found !== null;
  // A cleared filter gives the tree its room back in the frame that takes the list away.
  if (!filtering && treeStep === 'away') setTreeStep('hidden');
  const frame = useRef<HTMLDivElement>(null);
  const filterBox = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLElement | null>(null);
  const index = useRef<SlicedIndex | null>(null);
  const foundNow = useRef<Found | null>(null);
  const pause = useRef<number | undefined>(undefined);
  const inputId = useId();

  /** Lists what the field's text finds in place of the tree (or brings the tree back), and says how many. */
  const applyText = (value: string): void => {
    if (!index.current) return;
    const words = value.trim();
    const read = index.current.now();
    const entries = words === '' ? null : filterEntries(read.entries, words);
    foundNow.current = entries && {text: words, entries, index: read};
    setFound(foundNow.current);
    const matches = entries?.length ?? 0;
    const counted = `${matches} ${matches === 1 ? 'category matches' : 'categories match'} “${words}”.`;
    setStatus(words === '' ? '' : matches === 0 ? `No category matches “${words}”.` : counted);
  };

  /** Writes the field's text into the address. Not a navigation: the router would scroll and re-render the page. */
  const keepInAddress = (value: string): void => {
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('category', value);
    else url.searchParams.delete('category');
    window.history.replaceState(window.history.state, '', url);
  };

  /**
   * Shows the category in the address's fragment with its panel: among the filter's matches if
   * it is one, or else in the tree, its ancestors opened, the filter cleared to show it.
   */
  const selectFromAddress = useEffectEvent((): void => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const item = id.startsWith('category-')
      ? root.current?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`)
      : null;
    if (!item) return;
    const code = item.dataset.searchTerm!;
    const now = foundNow.current;
    const listed = now?.entries.some((entry) => now.index.names[entry] === code) === true;
    if (now && !listed) {
      window.clearTimeout(pause.current);
      if (input.current) input.current.value = '';
      applyText('');
      keepInAddress('');
    }
    setSelected({code, codes: codesOf(item), comments: filterComments(item), slot: listed ? null : panelSlot(item)});
    if (listed) return;
    reveal(item);
    // Once React has shown the tree again, if the filter was on.
    requestAnimationFrame(() => item.scrollIntoView({block: 'start'}));
  });

  // The tree is in the page already, or arrives once fetched after in-site navigation;
  // once it is there, the address's filter and category apply to it.
  useEffect(() => {
    const container = frame.current;
    if (!container) return undefined;
    const attach = (): boolean => {
      root.current = container.querySelector<HTMLElement>('.taxonomy-tree');
      if (!root.current) return false;
      index.current = readInSlices(treeReader(root.current));
      const fromAddress = initialText(window.location.search);
      // The server's page had no text in the field (hydration leaves an uncontrolled field as it was).
      if (input.current && input.current.value === '') input.current.value = fromAddress;
      // The tree arrives unfiltered, read in idle time; a filter in the address reads it at once.
      if (fromAddress !== '') applyText(fromAddress);
      selectFromAddress();
      // A shared filter opens on the filter and its first matches, unless the address names a category
      // or the reader has scrolled already. The focus stays where it was: nothing was asked of the field.
      if (fromAddress.trim() !== '' && !window.location.hash && window.scrollY === 0) {
        filterBox.current?.scrollIntoView({block: 'start'});
      }
      return true;
    };
    const observer = new MutationObserver(() => attach() && observer.disconnect());
    queueMicrotask(() => attach() || observer.observe(container, {childList: true, subtree: true}));
    const onHash = (): void => selectFromAddress();
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
      window.clearTimeout(pause.current);
      index.current?.stop();
    };
  }, []);

  // The next step of putting the tree away or of bringing it back, once the frame showing this one is drawn.
  useEffect(() => {
    const step = TREE_STEPS[TREE_STEPS.indexOf(treeStep) + (filtering ? 1 : -1)];
    return step && afterFrame(() => setTreeStep(step));
  }, [filtering, treeStep]);

  const onChange = (value: string): void => {
    window.clearTimeout(pause.current);
    pause.current = window.setTimeout(() => {
      const run = (): void => {
        // The field's text when typing paused (and the index was read), whatever the keys before it asked for.
        const current = input.current?.value ?? value;
        applyText(current);
        keepInAddress(current);
      };
      if (index.current) index.current.soon(run);
      else run();
    }, TYPING_PAUSE);
  };

  const panel = useMemo(
    () =>
      selected && (
        <CategoryPanel
          code={selected.code}
          codes={selected.codes}
          comments={selected.comments}
          match={match}
          onMatch={setMatch}
        />
      ),
    [selected, match],
  );
  const amongMatches = useMemo(
    () => (selected && !selected.slot ? {code: selected.code, panel} : null),
    [selected, panel],
  );

  return (
    <div className={styles.taxonomy}>
      <p>
        {formatCount(tree.categories)} categories under {tree.roots} top-level ones, up to {tree.depth} levels deep.{' '}
        <span data-twin="skip">A category with others below it opens to show them.</span>
      </p>
      <div className={styles.filterBox} role="search" ref={filterBox} data-twin="skip">
        <label htmlFor={inputId}>Filter categories</label>
        <input
          ref={input}
          className="form-control"
          id={inputId}
          type="search"
          defaultValue={initial}
          onChange={(event) => onChange(event.target.value)}
          placeholder="e.g. pizza or health"
          maxLength={64}
          autoComplete="off"
        />
        <span className={styles.status} role="status" aria-live="polite">
          {status}
        </span>
      </div>
      <noscript>
        <p>The filter needs JavaScript; every category is listed below.</p>
      </noscript>
      <div className={styles.list}>
        {/* Always there: the list put straight beside the tree restyled the tree's rows too, as their parent's children changed. */}
        <div className={styles.slot}>
          {found && (
            <Matches
              index={found.index}
              found={found.entries}
              text={found.text}
              selected={amongMatches}
              drawing={treeStep === 'away'}
            />
          )}
        </div>
        <div ref={frame} className={styles[treeStep]}>
          <Tree />
        </div>
      </div>
      {selected?.slot && createPortal(panel, selected.slot)}
    </div>
  );
}
