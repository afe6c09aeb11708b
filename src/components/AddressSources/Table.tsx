import type {ReactNode} from 'react';
import {ADDRESS_SOURCES} from '@site/src/data/addressSources';
import {formatIsoDate} from '@site/src/lib/dates';
import ScrollTable from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

const countries = new Set(ADDRESS_SOURCES.map((source) => source.country));

/** Every source of the addresses theme with its licence, as one table. */
export default function AddressSourcesTable(): ReactNode {
  return (
    <>
      <p>
        {ADDRESS_SOURCES.length} sources in {countries.size} countries and territories. &ldquo;Via&rdquo; names the
        project that collects and republishes a source, where Overture does not read it directly.
      </p>
      <ScrollTable
        label="Address sources"
        className={styles.table}
        caption="Address sources by country, with the licence each is published under"
        columns={['Country', 'Coverage', 'Source', 'Licence', 'Via', 'Read on']}>
        <tbody>
          {ADDRESS_SOURCES.map((source) => (
            <tr key={`${source.country}/${source.area ?? ''}/${source.name}/${source.url}`}>
              <td>{source.country}</td>
              <td>{source.area ?? 'Whole country'}</td>
              <td>
                <a href={source.url}>{source.name}</a>
              </td>
              <td>{source.license}</td>
              <td>{source.distributor ?? 'Direct'}</td>
              <td>
                <time className={styles.date} dateTime={source.accessed}>
                  {formatIsoDate(source.accessed)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}
