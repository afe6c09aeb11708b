import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import tree from '@places-taxonomy/tree';
import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {categoryFilter, categoryLabel} from '../../duckdbFilter';
import {filterComments, filterTree, panelSlot, reveal} from './treeDom';
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

interface Selected {
  code: string;
  codes: string[];
  /** The comments its filter takes on renamed codes among them. */
  comments: string[];
  slot: HTMLElement;
}

/** Under the selected category: the DuckDB condition for it and everything below it, to copy. */
function CategoryPanel({code, codes, comments}: Omit<Selected, 'slot'>): ReactNode {
  const [status, setStatus] = useState('');
  const filter = categoryFilter(codes, comments);
  const copy = (): void => {
    navigator.clipboard.writeText(filter).then(
      () => setStatus('Copied.'),
      () => setStatus('Could not copy; select the text instead.'),
    );
  };
  const below = codes.length - 1;
  // The condition is the last line; the lines before it, if any, are its comments on renamed codes.
  const cut = filter.lastIndexOf('\n') + 1;
  return (
    <div className={styles.panel}>
      <p>
        Places in <strong>{categoryLabel(code)}</strong>
        {below > 0 && ` and the ${below} ${below === 1 ? 'category' : 'categories'} below it`}, as a DuckDB condition:
      </p>
      <pre className={styles.filter}>
        <code>
          {cut > 0 && <span className={styles.comment}>{filter.slice(0, cut)}</span>}
          {filter.slice(cut)}
        </code>
      </pre>
      <button type="button" className="button button--sm button--secondary" onClick={copy}>
        Copy DuckDB filter
      </button>{' '}
      <span role="status">{status}</span>
    </div>
  );
}

const initialText = (search: string): string => new URLSearchParams(search).get('category') ?? '';

/**
 * The places category taxonomy: the whole tree as static HTML, a filter that keeps
 * its text in the address (`?category=`), and for the category in the address's
 * fragment (`#category-<code>`) its ancestors opened and its DuckDB filter.
 */
export default function PlacesTaxonomy(): ReactNode {
  const {search} = useLocation();
  const [text, setText] = useState(() => initialText(search));
  const [status, setStatus] = useState('');
  const [selected, setSelected] = useState<Selected | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLElement | null>(null);
  const inputId = useId();

  const applyText = (value: string): void => {
    if (!root.current) return;
    const matches = filterTree(root.current, value);
    const words = value.trim();
    const counted = `${matches} ${matches === 1 ? 'category matches' : 'categories match'} “${words}”.`;
    setStatus(words === '' ? '' : matches === 0 ? `No category matches “${words}”.` : counted);
  };

  const selectFromAddress = (): void => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const item = id.startsWith('category-')
      ? root.current?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`)
      : null;
    if (!item) return;
    setSelected({
      code: item.dataset.searchTerm!,
      codes: reveal(item),
      comments: filterComments(item),
      slot: panelSlot(item),
    });
    item.scrollIntoView({block: 'start'});
  };

  // The tree is in the page already, or arrives once fetched after in-site navigation;
  // once it is there, the address's filter and category apply to it.
  useEffect(() => {
    const container = frame.current;
    if (!container) return undefined;
    const attach = (): boolean => {
      root.current = container.querySelector<HTMLElement>('.taxonomy-tree');
      if (!root.current) return false;
      applyText(initialText(window.location.search));
      selectFromAddress();
      return true;
    };
    const observer = new MutationObserver(() => attach() && observer.disconnect());
    queueMicrotask(() => attach() || observer.observe(container, {childList: true, subtree: true}));
    window.addEventListener('hashchange', selectFromAddress);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', selectFromAddress);
    };
  }, []);

  const onChange = (value: string): void => {
    setText(value);
    applyText(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('category', value);
    else url.searchParams.delete('category');
    // Not a navigation: the router would scroll and re-render the page at every key.
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <div className={styles.taxonomy}>
      <div className={styles.filterBox} role="search" data-twin="skip">
        <label htmlFor={inputId}>Filter categories</label>
        <input
          className="form-control"
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          placeholder="e.g. pizza or health"
          maxLength={64}
          autoComplete="off"
        />
        <span className={styles.status} role="status" aria-live="polite">
          {status}
        </span>
      </div>
      <p>
        {tree.categories.toLocaleString('en')} categories under {tree.roots} top-level ones, up to {tree.depth} levels
        deep. <span data-twin="skip">A category with others below it opens to show them.</span>
      </p>
      <noscript>
        <p>The filter needs JavaScript; every category is listed below.</p>
      </noscript>
      <div ref={frame}>
        <Tree />
      </div>
      {selected &&
        createPortal(
          <CategoryPanel code={selected.code} codes={selected.codes} comments={selected.comments} />,
          selected.slot,
        )}
    </div>
  );
}
