import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import InlineList from '@site/src/components/InlineList';
import {formatIsoDate} from '@site/src/lib/dates';
import type {Requirement} from '@site/src/data/schemaHistory';
import {versionAnchor} from '@site/src/lib/changelogLinks';
import type {ChangeItem, ChangelogData, FieldLink, VersionEntry} from '../../history/changelog';
import RichText from '../RichText';
import styles from './styles.module.css';

export type {ChangelogData};

function requirement(value: Requirement): string {
  if (value === 'always') return 'required';
  if (value === 'never') return 'optional';
  return `required when ${value.join(' or when ')}`;
}

const Field = ({field}: {field: FieldLink}): ReactNode =>
  field.href === undefined ? (
    <code>{field.path}</code>
  ) : (
    <Link to={field.href}>
      <code>{field.path}</code>
    </Link>
  );

const Fields = ({fields}: {fields: FieldLink[]}): ReactNode => (
  <InlineList
    items={fields.map((field) => (
      <Field key={field.path} field={field} />
    ))}
  />
);

const Values = ({values}: {values: string[]}): ReactNode => <InlineList items={values} code />;

const where = (conditions: readonly string[]): string =>
  conditions.length === 0 ? 'on every feature' : `where ${conditions.join(' or where ')}`;

/** Rules and constraints as a list of their own wording: "≥ 0", or a rule in quotation marks. */
const Said = ({items, quoted}: {items: string[]; quoted: boolean}): ReactNode => (
  <InlineList
    items={items.map((text, i) =>
      quoted ? (
        <Fragment key={i}>
          “<RichText text={text} />”
        </Fragment>
      ) : (
        <RichText key={i} text={text} />
      ),
    )}
  />
);

/** What a statement change did: what it said before and what it says now, either possibly nothing. */
function Statements({from, to, quoted}: {from: string[]; to: string[]; quoted: boolean}): ReactNode {
  if (from.length === 0)
    return (
      <>
        now <Said items={to} quoted={quoted} />
      </>
    );
  if (to.length === 0)
    return (
      <>
        no longer <Said items={from} quoted={quoted} />
      </>
    );
  return (
    <>
      <Said items={to} quoted={quoted} />, where it was <Said items={from} quoted={quoted} />
    </>
  );
}

/** One change, as the end of a sentence that starts with its type (`segment: added …`), without its full stop. */
function Change({item}: {item: ChangeItem}): ReactNode {
  switch (item.kind) {
    case 'added':
      return (
        <>
          added <Fields fields={item.fields} />
        </>
      );
    case 'added-required':
      return (
        <>
          added <Field field={item.field} />, {requirement(item.required)}
        </>
      );
    case 'removed':
      return (
        <>
          removed <Fields fields={item.fields} />
        </>
      );
    case 'replaced':
      return (
        <>
          removed <Field field={item.removed} />, which the schema had described as giving way to{' '}
          <Field field={item.added} />
        </>
      );
    case 'values-added':
      return (
        <>
          new values of <Field field={item.field} />: <Values values={item.values} />
        </>
      );
    case 'values-removed':
      return (
        <>
          values removed from <Field field={item.field} />: <Values values={item.values} />
        </>
      );
    case 'required':
      return (
        <>
          <Field field={item.field} /> became {requirement(item.to)} (it was {requirement(item.from)})
        </>
      );
    case 'types':
      return (
        <>
          <Field field={item.field!} /> changed type: <Statements from={item.from} to={item.to} quoted={false} />
        </>
      );
    case 'constraints':
      return (
        <>
          <Field field={item.field!} /> is <Statements from={item.from} to={item.to} quoted={false} />
        </>
      );
    case 'conditions':
      return (
        <>
          <Field field={item.field!} /> is allowed {where(item.to)}, where it was allowed {where(item.from)}
        </>
      );
    case 'rules':
      return (
        <>
          {item.field ? (
            <>
              rule on <Field field={item.field} />
            </>
          ) : (
            'rule on the feature'
          )}
          : <Statements from={item.from} to={item.to} quoted />
        </>
      );
  }
}

/** What a reader has to change for a change, on a line of its own. */
function Advice({item}: {item: ChangeItem}): ReactNode {
  if (!item.advice) return null;
  return (
    <span className={styles.advice}>
      {' '}
      {item.breaks && (
        <>
          <strong>What to change:</strong>{' '}
        </>
      )}
      <RichText text={item.advice} />
    </span>
  );
}

/** A change and, where it can break a reader's query or validator, what to change. */
function Item({item}: {item: ChangeItem}): ReactNode {
  return (
    <>
      <Change item={item} />.
      <Advice item={item} />
    </>
  );
}

/** The places category codes a version renamed: a change of the data's values the schema files do not list. */
function Renames({version, renames}: {version: string; renames: NonNullable<VersionEntry['renames']>}): ReactNode {
  const id = `${versionAnchor(version)}-category-codes`;
  return (
    <>
      <Heading as="h3" id={id}>
        places: category codes renamed
      </Heading>
      <p>
        {renames.codes.length} codes of the places category taxonomy, which <code>categories.primary</code> and{' '}
        <code>categories.alternate</code> hold, have new names in this version.{' '}
        <span className={styles.advice}>
          <strong>What to change:</strong> {renames.advice}
        </span>
      </p>
      <ul className={styles.types}>
        {renames.codes.map(({from, to, href}) => (
          <li key={from}>
            <code>{from}</code> became{' '}
            {/* The taxonomy's entries are static HTML, whose ids the build's anchor check cannot see:
                tests/unit/schema-changelog.test.ts checks that each target is an entry of the tree. */}
            <Link to={href} data-noBrokenLinkCheck>
              <code>{to}</code>
            </Link>
            .
          </li>
        ))}
      </ul>
    </>
  );
}

function Meta({entry}: {entry: VersionEntry}): ReactNode {
  return (
    <p className={styles.meta}>
      Tagged {formatIsoDate(entry.date)}
      {entry.release && (
        <>
          {' '}
          · first shipped in release <Link to={entry.release.notes}>{entry.release.id}</Link>
        </>
      )}
    </p>
  );
}

function Version({entry}: {entry: VersionEntry}): ReactNode {
  // Each change's line is an anchor the reference pages' "since" labels link to: the build checks them.
  const brokenLinks = useBrokenLinks();
  for (const {item} of entry.shared) brokenLinks.collectAnchor(item.anchor);
  for (const {types} of entry.themes)
    for (const {items} of types) for (const item of items) brokenLinks.collectAnchor(item.anchor);
  return (
    <section className={styles.version} aria-labelledby={entry.anchor}>
      <Heading as="h2" id={entry.anchor}>
        {entry.version}
      </Heading>
      <Meta entry={entry} />
      {entry.baseline && (
        <p>
          The first general-availability schema, and where this changelog starts: its types, fields and values carry no
          “since” label on the reference pages.
        </p>
      )}
      {entry.shared.map(({item, types}) => (
        <p key={item.anchor} id={item.anchor}>
          <strong>Every type:</strong> <Change item={{...item, advice: null}} />{' '}
          {/* The types are links to their rows, not words to search for. */}
          <span>
            (
            <InlineList
              items={types.map(({type, href}) => (
                <Link key={type} to={href}>
                  {type}
                </Link>
              ))}
            />
            ).
          </span>
          <Advice item={item} />
        </p>
      ))}
      {entry.renames && <Renames version={entry.version} renames={entry.renames} />}
      {entry.themes.map(({theme, types}) => (
        <Fragment key={theme}>
          <Heading as="h3" id={`${entry.anchor}-${theme}`}>
            {theme}
          </Heading>
          <ul className={styles.types}>
            {types.flatMap((type) => {
              const name = (
                <Link to={type.href}>
                  <strong>{type.type}</strong>
                </Link>
              );
              if (type.newType) return [<li key={type.type}>{name}: a new type.</li>];
              if (type.removedType) return [<li key={type.type}>{name}: the type was removed.</li>];
              // One line per change, each naming its type: a line found by search reads whole on its own.
              return type.items.map((item) => (
                <li key={item.anchor} id={item.anchor}>
                  {name}: <Item item={item} />
                </li>
              ));
            })}
          </ul>
        </Fragment>
      ))}
    </section>
  );
}

/** Every schema version, newest first, each with what it changed by theme and type. */
export default function Changelog({data}: {data: ChangelogData}): ReactNode {
  return (
    <div className={styles.changelog}>
      <nav aria-label="Schema versions" className={styles.jump}>
        <InlineList
          items={data.versions.map(({version, anchor}) => (
            <Link key={version} to={`#${anchor}`}>
              {version}
            </Link>
          ))}
        />
      </nav>
      {data.versions.map((entry) => (
        <Version key={entry.version} entry={entry} />
      ))}
    </div>
  );
}
