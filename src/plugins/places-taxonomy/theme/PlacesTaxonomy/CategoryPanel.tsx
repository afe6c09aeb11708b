import {useId, useState, type ReactNode} from 'react';
import {categoryFilter, categoryLabel, type CategoryMatch} from '../../duckdbFilter';
import styles from './styles.module.css';

export interface CategoryPanelProps {
  code: string;
  codes: string[];
  /** The comments its filter takes on renamed codes among them. */
  comments: string[];
  /** Which of a place's categories the filter tests; the reader's choice holds for every category. */
  match: CategoryMatch;
  onMatch: (match: CategoryMatch) => void;
}

const CHOICES: {match: CategoryMatch; label: string}[] = [
  {match: 'either', label: 'Primary or alternate category'},
  {match: 'primary', label: 'Primary category only'},
];

/** Under the selected category: the DuckDB condition for it and everything below it, to copy. */
export default function CategoryPanel({code, codes, comments, match, onMatch}: CategoryPanelProps): ReactNode {
  const [status, setStatus] = useState('');
  const name = useId();
  const filter = categoryFilter(codes, comments, match);
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
      <fieldset className={styles.match}>
        <legend>Test each place’s</legend>
        {CHOICES.map((choice) => (
          <label key={choice.match}>
            <input
              type="radio"
              name={name}
              checked={match === choice.match}
              onChange={() => {
                onMatch(choice.match);
                setStatus('');
              }}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {/* Focusable: a long list of codes scrolls inside it, by keyboard too. */}
      <pre className={styles.filter} tabIndex={0} role="region" aria-label="DuckDB condition">
        <code>
          {cut > 0 && <span className={styles.comment}>{filter.slice(0, cut)}</span>}
          {filter.slice(cut)}
        </code>
      </pre>
      <button type="button" className={`button button--secondary ${styles.copy}`} onClick={copy}>
        Copy DuckDB filter
      </button>{' '}
      <span role="status">{status}</span>
    </div>
  );
}
