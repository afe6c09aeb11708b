import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import InlineList from '@site/src/components/InlineList';
import {formatIsoDate} from '@site/src/lib/dates';
import type {Requirement} from '@site/src/data/schemaHistory';
import type {ChangeItem, ChangelogData, FieldLink, VersionEntry} from '../../history/changelog';
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

/** One change, as the end of a sentence that starts with its type (`segment: added …`), without its full stop. */
function Item({item}: {item: ChangeItem}): ReactNode {
  switch (item.kind) {
    case 'added':
      return (
        <>
          added <Fields fields={item.fields} />
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
  }
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
      {entry.shared.map(({item, types}, index) => (
        <p key={index}>
          <strong>Every type:</strong> <Item item={item} />{' '}
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
            )
          </span>
          .
        </p>
      ))}
      {entry.themes.map(({theme, types}) => (
        <Fragment key={theme}>
          {/* A theme groups its lines; the lines name their version and type, so search needs only them. */}
          <div data-search-skip="">
            <Heading as="h3" id={`${entry.anchor}-${theme}`}>
              {theme}
            </Heading>
          </div>
          <ul className={styles.types}>
            {types.flatMap((type) => {
              const name = (
                <Link to={type.href}>
                  <strong>{type.type}</strong>
                </Link>
              );
              if (type.newType) return [<li key={type.type}>{name}: a new type.</li>];
              // One line per change, each naming its type: a line found by search reads whole on its own.
              return type.items.map((item, index) => (
                <li key={`${type.type}-${index}`}>
                  {name}: <Item item={item} />.
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
