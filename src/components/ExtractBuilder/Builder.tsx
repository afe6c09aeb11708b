import Link from '@docusaurus/Link';
import {memo, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {EXTRACT_PRESETS} from '@site/src/data/extractPresets';
import {FEATURE_TYPES} from '@site/src/data/featureTypes';
import {THEMES} from '@site/src/data/licences';
import QueryCheckLine from '@site/src/components/QueryCheck/Line';
import {afterFrame} from '@site/src/lib/afterFrame';
import {
  DEFAULT_INPUT,
  SIDES,
  boxInput,
  checkInput,
  editInput,
  inputFromSearch,
  presetOf,
  searchFromInput,
  sidesInput,
  type ExtractInput,
  type Field,
  type Side,
} from './extract';
import {EXTRACT_FORMATS, OUTPUT_LANGUAGES} from './formats';
import {parseBoxText} from './numbers';
import {DUCKDB_SQL_CHECKED_AS, cliCommand, duckdbSql, pythonScript, type Extract} from './outputs';
import {restOfPageWhileInView} from './restOfPage';
import {TYPING_REST_MS, useTypedSides} from './typedSides';
import styles from './styles.module.css';

/** Back and Forward change the query; the builder's own edits replace it without an event. */
function subscribeToHistory(changed: () => void): () => void {
  window.addEventListener('popstate', changed);
  return () => window.removeEventListener('popstate', changed);
}
const readSearch = (): string => window.location.search;

/**
 * `value` once `key` (what it is made of) has stopped changing for TYPING_REST_MS, the first value at once; in a
 * task of its own, without that wait, where the change has waited already (`rested`: the box's keys did).
 */
function useSettled<T>(value: T, key: string, rested: boolean): T {
  const [settled, setSettled] = useState({value, key});
  // `value` is a new object at each render: the wait starts again at each.
  useEffect(() => {
    if (key === settled.key) return undefined;
    const timer = window.setTimeout(() => setSettled({value, key}), rested ? 0 : TYPING_REST_MS);
    return () => window.clearTimeout(timer);
  }, [key, settled.key, value, rested]);
  return key === settled.key ? value : settled.value;
}

const SIDE_LABEL: Record<Side, string> = {west: 'West', south: 'South', east: 'East', north: 'North'};

// The selects' options never change: made once, React passes over them at each key.
const TYPE_OPTIONS = THEMES.map((theme) => (
  <optgroup key={theme} label={theme}>
    {FEATURE_TYPES.filter((each) => each.theme === theme).map(({type}) => (
      <option key={type} value={type}>
        {type}
      </option>
    ))}
  </optgroup>
));
const FORMAT_OPTIONS = EXTRACT_FORMATS.map(({id: value, label}) => (
  <option key={value} value={value}>
    {label}
  </option>
));
const PLACE_OPTIONS = (
  <>
    <option value="" disabled>
      Your own box
    </option>
    {EXTRACT_PRESETS.map(({slug, name}) => (
      <option key={slug} value={slug}>
        {name}
      </option>
    ))}
  </>
);

/**
 * Each block is keyed by its text: a code block is a static island that keeps the
 * markup it started with (src/framework/static-islands), so new text needs a new block.
 */
const Outputs = memo(function Outputs({extract}: {extract: Extract}): ReactNode {
  const command = cliCommand(extract);
  const sql = duckdbSql(extract);
  const python = pythonScript(extract);
  return (
    <div className={styles.outputs}>
      <CodeBlock key={sql} language={OUTPUT_LANGUAGES.duckdb} title="DuckDB">
        {sql}
      </CodeBlock>
      <QueryCheckLine engine="duckdb" sql={sql} subject={DUCKDB_SQL_CHECKED_AS} />
      {command.kind === 'command' ? (
        <CodeBlock key={command.text} language={OUTPUT_LANGUAGES.cli} title="Command line (overturemaps)">
          {command.text}
        </CodeBlock>
      ) : command.kind === 'release' ? (
        <p>
          The <code>overturemaps</code> command line cannot read release <code>{extract.release}</code>: version{' '}
          {command.version}, the newest when that release came out, knows releases up to <code>{command.newest}</code>{' '}
          only (see <Link to="/getting-data/overturemaps-py/#release">which release you get</Link>). Run the DuckDB
          query above or the Python script below.
        </p>
      ) : (
        <p>
          The <code>overturemaps</code> command line writes GeoParquet, GeoJSON and GeoJSON sequences only. For{' '}
          {extract.format.label}, run the DuckDB query above or the Python script below.
        </p>
      )}
      <CodeBlock key={python} language={OUTPUT_LANGUAGES.python} title="Python (DuckDB)">
        {python}
      </CodeBlock>
    </div>
  );
});

/**
 * The area extract builder of /getting-data/#extract: a type, a box and a format in, the
 * DuckDB query, the `overturemaps` command and a Python script out. Its state lives in
 * the address (`?bbox=W,S,E,N&type=…&format=…`), replaced on each edit so that Back
 * leaves the page rather than undoing keystrokes. Server-rendered, it shows its default
 * as a worked example; the form works once the page's script runs. It sends nothing.
 */
export default function ExtractBuilder(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const release = String(siteConfig.customFields?.overtureRelease);
  const id = useId();
  // The address's query: null on the server and while hydrating, so that the first
  // render matches the server's; React renders again with the address right after.
  const search = useSyncExternalStore(subscribeToHistory, readSearch, () => null);
  // What the reader changed, and whether it came from the box's fields once their keys rested.
  const [edit, setEdit] = useState<{input: ExtractInput; typed: boolean} | null>(null);
  const edited = edit?.input ?? null;
  const input = edited ?? (search === null ? DEFAULT_INPUT : inputFromSearch(search));
  const ready = search !== null;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? restOfPageWhileInView(root.current) : undefined), []);

  // The address is written once the change's frame is drawn: written in the change's own task, it was that task's
  // largest piece of script, 7 ms at 4x CPU on a phone (a profile of bench:typing's keys, when each key rendered).
  useEffect(() => {
    if (!edited) return undefined;
    return afterFrame(() => {
      const address = `${window.location.pathname}${searchFromInput(edited, window.location.search)}#extract`;
      window.history.replaceState(window.history.state, '', address);
    });
  }, [edited]);

  const update = (changes: Parameters<typeof editInput>[1], typed = false): void =>
    setEdit({input: editInput(input, changes), typed});
  const sides = useTypedSides(input, (typedSides) => update(typedSides, true));

  const checked = checkInput(input);
  const preset = presetOf(input);
  // The problems, and the warning, come from what the builder holds, which takes the box's keys once they rest
  // (typedSides.ts): a message that comes or goes moves everything below it, and a key that made one ("-" before
  // the digits of a western side) laid out and painted the whole page, 20-30 ms at 4x CPU on a phone
  // (bench:typing's trace), where a key's own field is its layout's boundary.
  const problemId = (field: Field): string => `${id}-${field}-problem`;
  const problem = (field: Field): ReactNode =>
    checked.problems[field] && (
      <p role="alert" id={problemId(field)} className={styles.problem}>
        {checked.problems[field]}
      </p>
    );
  const invalid = (field: Field) =>
    checked.problems[field] ? {'aria-invalid': true as const, 'aria-describedby': problemId(field)} : {};
  const {box, featureType, format} = checked;
  const extract =
    box && featureType && format ? {box, featureType, format, release, slug: preset?.slug ?? 'extract'} : null;
  // The outputs, three blocks of highlighted code, follow in a task of their own once the keys rest, and a choice
  // in a select a moment after it (a key's work was 200 ms at 4x CPU with them, bench:typing), as the places
  // taxonomy's filter does.
  const shown = useSettled(extract, extract ? JSON.stringify(extract) : '', edit?.typed === true);

  return (
    <div className={styles.builder} id="extract-builder" ref={root}>
      {/* The same place holds either line, so nothing moves when the script takes over. */}
      <p className={styles.note} data-twin="skip">
        {ready
          ? 'Change any field and the three outputs below follow; the address of the page changes with them.'
          : // Shown until the builder runs: without JavaScript, or while its code is on its way.
            'The builder needs JavaScript; until it runs, here is what it writes for its first choice: every building ' +
            'of central Copenhagen, as GeoParquet.'}
      </p>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label="Extract builder">
        <fieldset className={styles.plain} disabled={!ready}>
          <div className={styles.choices}>
            <div className={styles.field}>
              <label htmlFor={`${id}-type`}>Type</label>
              <select
                className="form-control"
                id={`${id}-type`}
                value={input.type}
                onChange={(e) => update({type: e.target.value})}
                {...invalid('type')}>
                {TYPE_OPTIONS}
              </select>
              {problem('type')}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-format`}>Format</label>
              <select
                className="form-control"
                id={`${id}-format`}
                value={input.format}
                onChange={(e) => update({format: e.target.value})}
                {...invalid('format')}>
                {FORMAT_OPTIONS}
              </select>
              {problem('format')}
            </div>
          </div>
          <fieldset className={styles.box}>
            <legend>Box, in degrees (WGS 84)</legend>
            {problem('box')}
            <div className={`${styles.field} ${styles.place}`}>
              <label htmlFor={`${id}-place`}>Place</label>
              <select
                className="form-control"
                id={`${id}-place`}
                value={preset?.slug ?? ''}
                onChange={(e) => {
                  const chosen = EXTRACT_PRESETS.find(({slug}) => slug === e.target.value);
                  if (!chosen) return;
                  sides.dropTyped();
                  update(boxInput(chosen.bbox));
                }}>
                {PLACE_OPTIONS}
              </select>
            </div>
            {SIDES.map((side) => (
              <div key={side} className={styles.field}>
                <label htmlFor={`${id}-${side}`}>{SIDE_LABEL[side]}</label>
                <input
                  className="form-control"
                  id={`${id}-${side}`}
                  type="text"
                  // The text keyboard, not a number pad: the decimal and numeric pads of iOS have
                  // no minus key, so a box west of Greenwich or south of the equator could not be
                  // typed on an iPhone. The text keyboard's 123 layer has the minus, the point and
                  // the comma, on iOS and Android alike. type="number" opens on that layer in iOS,
                  // but browsers empty its value when it holds a decimal comma, and a wheel or an
                  // arrow key changes it.
                  inputMode="text"
                  autoCapitalize="off"
                  autoCorrect="off"
                  autoComplete="off"
                  spellCheck={false}
                  ref={sides.refs[side]}
                  defaultValue={sides.defaults[side]}
                  onChange={sides.onTyped}
                  onPaste={(e) => {
                    const pasted = parseBoxText(e.clipboardData.getData('text'));
                    if (!pasted) return;
                    e.preventDefault();
                    sides.dropTyped();
                    update(sidesInput(pasted));
                  }}
                  {...invalid(checked.problems[side] ? side : 'box')}
                />
                {problem(side)}
              </div>
            ))}
            <p className={styles.hint}>
              Paste a whole box, such as <code>12.555,55.67,12.6,55.69</code> (west, south, east, north), into any of
              the four to fill them all.
            </p>
          </fieldset>
          {checked.warning && (
            <p role="alert" className={styles.warning}>
              {checked.warning}
            </p>
          )}
        </fieldset>
      </form>
      {shown ? (
        <Outputs extract={shown} />
      ) : (
        <p className={styles.waiting}>No query for this input yet: correct the fields marked above.</p>
      )}
    </div>
  );
}
