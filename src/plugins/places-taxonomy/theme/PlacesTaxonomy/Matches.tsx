import {Fragment, memo, useEffect, useRef, useState, type ReactNode} from 'react';
import {formatCount} from '@site/src/lib/numbers';
import {MATCHES_SHOWN} from '../../filterMatch';
import {afterFrame} from '@site/src/lib/afterFrame';
import {pathOf, type TreeIndex} from './treeDom';
import styles from './styles.module.css';

/**
 * Rows added to the page in one frame. Each row costs its style, layout and paint on top
 * of the frame's own cost, so a screenful is drawn over a few frames, the first rows first.
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
  /** Whether rows are drawn a few a frame: not until the tree is put away, each in frames of their own. */
  drawing: boolean;
}

/** How many of `found`'s first entries were among the rows drawn before (`before`): their rows are kept. */
function leadingKept(found: readonly number[], before: ReadonlySet<number>): number {
  const kept = found.findIndex((entry) => !before.has(entry));
  return kept === -1 ? found.length : kept;
}

/**
 * What a filter finds, as a list of its own while the tree is put away: each category with
 * its path and how many sit below it, the first ones at once and the rest on request. The
 * tree is never changed by a filter, so a keystroke costs this short list and nothing else.
 * A text that follows another keeps the rows the two lists begin with (typing on mostly
 * narrows a list) and draws only the rest, a few rows a frame.
 */
function Matches({index, found, text, selected, drawing}: Props): ReactNode {
  // How far "Show more" reaches, for this text: a new text starts again from the first ones.
  const [more, setMore] = useState({text, shown: MATCHES_SHOWN});
  const shown = more.text === text ? more.shown : MATCHES_SHOWN;
  // How many rows are drawn for this text: in the frame that shows a new text, only those it begins with that
  // the last one had drawn (none when the list first shows, putting the tree away); the rest from the next frames.
  const [progress, setProgress] = useState({text, found, drawn: 0});
  let drawn = progress.drawn;
  if (progress.text !== text) {
    drawn = leadingKept(found, new Set(progress.found.slice(0, progress.drawn)));
    setProgress({text, found, drawn});
  }
  const list = useRef<HTMLOListElement>(null);
  const selectedAt = selected ? found.findIndex((entry) => index.names[entry] === selected.code) : -1;
  // A category in the address further down the list than it reaches is shown with those before it.
  const count = Math.max(shown, selectedAt + 1);
  const visible = found.slice(0, Math.min(count, Math.max(drawn, selectedAt + 1)));

  // The next rows, once the frame showing these is drawn.
  useEffect(() => {
    if (!drawing || drawn >= count) return undefined;
    return afterFrame(() => setProgress({text, found, drawn: Math.min(count, drawn + ROWS_PER_FRAME)}));
  }, [drawing, text, found, drawn, count]);

  useEffect(() => {
    if (selectedAt === -1) return;
    list.current?.children[selectedAt]?.scrollIntoView({block: 'start'});
  }, [selectedAt]);

  const rest = found.length - count;
  return (
    <div className={styles.matches}>
      <ol ref={list} aria-label={`Categories matching “${text}”`}>
        {visible.map((entry, position) => {
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
          onClick={() => setMore({text, shown: count + MATCHES_SHOWN})}>
          {rest > MATCHES_SHOWN
            ? `Show ${MATCHES_SHOWN} more of the ${formatCount(rest)} not shown`
            : `Show the other ${rest}`}
        </button>
      )}
    </div>
  );
}

/** Drawn again only when what it lists changes, not at each key typed before the filter runs. */
export default memo(Matches);
