import {Fragment, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {DefinitionModel} from '../../model';
import FieldTable, {Values} from '../FieldTable';
import RichText from '../RichText';
import styles from './styles.module.css';

export type DefinitionListData = DefinitionModel[];

/** The shared definitions of one definitions file, each under its own linkable heading. */
export default function DefinitionList({data}: {data: DefinitionListData}): ReactNode {
  return data.map((definition) => (
    <section key={definition.anchor} className={styles.definition}>
      {/* The label names the scope too (`base / height`): a heading, and its search hit, reads apart from others of the name. */}
      <Heading as="h4" id={definition.anchor}>
        <code>{definition.label}</code>
      </Heading>
      <p className={styles.type}>
        {definition.type}
        {definition.constraints.map((constraint) => (
          <Fragment key={constraint}>
            {' · '}
            <RichText text={constraint} />
          </Fragment>
        ))}
      </p>
      {definition.description && (
        <p>
          <RichText text={definition.description} />
        </p>
      )}
      {definition.values && definition.values.length > 0 && <Values values={definition.values} />}
      {definition.fields.length > 0 && (
        <FieldTable
          rows={definition.fields}
          caption={`Fields of ${definition.label}`}
          anchorPrefix={`${definition.anchor}--`}
          searchContext={definition.label}
        />
      )}
      {definition.rules.length > 0 && (
        // Marked for the Markdown twins, which write rules as sentences (src/plugins/markdown-twins/fieldTables.ts).
        <ul data-twin="rules">
          {definition.rules.map((rule) => (
            <li key={rule}>
              <RichText text={rule} />
            </li>
          ))}
        </ul>
      )}
    </section>
  ));
}
