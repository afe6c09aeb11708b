import {Fragment, memo, useEffect, useRef, useState, type ReactNode} from 'react';
import {MATCHES_SHOWN} from '../../filterMatch';
import {pathOf, type TreeIndex} from './treeDom';
import styles from './styles.module.css';

/**
 * Rows added to the page in one frame. Each row on screen costs its style, layout and
 * paint on top of the frame's own cost, so a screenful is drawn over a few frames, the
 * first rows first; rows below the screen cost little (see `content-visibility` on them).
 * Six a frame made frames of 27-41 ms at the 90th percentile on a phone at 4x, up to 73;
 * three, 23-27 and up to 36 (traces of the filter typed on), the 40 rows complete within
 * 700-800 ms of the last key instead of 480.
 */
const ROWS_PER_FRAME = 3;

interface Props {
  index: TreeIndex;
  /** The categories the filter found, as entries of `index`, in the tree's order. */
  found: number[];
  /** The filter's text, as the list's name. */
  text: string;
  /** The category in the address, if it is among them, and its panel. */
  selected: {code: string; panel: ReactNode} | null;
}

/**
 * What a filter finds, as a list of its own while the tree is put away: each category with
 * its path and how many sit below it, the first ones at once and the rest on request. The
 * tree is never changed by a filter, so a keystroke costs this short list and nothing else.
 */
function Matches({index, found, text, selected}: Props): ReactNode {
  const [shown, setShown] = useState(MATCHES_SHOWN);
  // None in the frame that shows the list (and puts the tree away, or takes the last list down): rows from the next.
  const [drawn, setDrawn] = useState(0);
  const list = useRef<HTMLOListElement>(null);
  const selectedAt = selected ? found.findIndex((entry) => index.names[entry] === selected.code) : -1;
  // A category in the address further down the list than it reaches is shown with those before it.
  const count = Math.max(shown, selectedAt + 1);

  // The next rows, once the frame showing these is drawn.
  useEffect(() => {
    if (drawn >= count) return undefined;
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => setDrawn(drawn + ROWS_PER_FRAME));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [drawn, count]);

  useEffect(() => {
    if (selectedAt === -1) return;
    list.current?.children[selectedAt]?.scrollIntoView({block: 'start'});
  }, [selectedAt]);

  const rest = found.length - count;
  return (
    <div className={styles.matches}>
      <ol ref={list} aria-label={`Categories matching “${text}”`}>
        {found.slice(0, Math.min(count, Math.max(drawn, selectedAt + 1))).map((entry, position) => {
          const code = index.names[entry];
          const below = index.below[entry];
          const path = pathOf(index, entry);
          return (
            <li key={code}>
              <a className="taxonomy-code" href={`#category-${code}`}>
                <code>{code}</code>
              </a>
              {index.renamed[entry].map((note) => (
                <Fragment key={note}>
                  {' '}
                  <span className="taxonomy-was">{note}</span>
                </Fragment>
              ))}
              <span className={styles.where}>
                {path.length > 0 ? `in ${path.join(' › ')}` : 'a top-level category'}
                {below > 0 && `, ${below} below`}
              </span>
              {position === selectedAt && selected?.panel}
            </li>
          );
        })}
      </ol>
      {rest > 0 && (
        <button
          type="button"
          className={`button button--secondary ${styles.more}`}
          onClick={() => setShown(count + MATCHES_SHOWN)}>
          {rest > MATCHES_SHOWN
            ? `Show ${MATCHES_SHOWN} more of the ${rest.toLocaleString('en')} not shown`
            : `Show the other ${rest}`}
        </button>
      )}
    </div>
  );
}

/** Drawn again only when what it lists changes, not at each key typed before the filter runs. */
export default memo(Matches);
