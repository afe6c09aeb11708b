import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {RELEASES, UPCOMING, isPatch, stageOf} from '@site/src/data/releases';

/** The current release: the newest of the history (release.ts says the same, with the build's token table). */
const OVERTURE_RELEASE = RELEASES[0].id;
import {formatIsoDate} from '@site/src/lib/dates';
import {changelogHref} from '@site/src/lib/changelogLinks';
import ScrollTable from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

const STAGE_LABEL = {alpha: 'Alpha', beta: 'Beta', ga: 'General availability'} as const;

/** Every published release, newest first, with the current one marked and each linked to its notes. */
export function ReleaseHistory(): ReactNode {
  return (
    <ScrollTable
      label="Release history"
      className={`${styles.table} ${styles.history}`}
      columns={['Published', 'Release', 'Schema', 'Stage']}>
      <tbody>
        {RELEASES.map((release) => (
          <tr key={release.id} className={release.id === OVERTURE_RELEASE ? styles.current : undefined}>
            <td>{formatIsoDate(release.date)}</td>
            <td>
              <Link to={release.notes} aria-label={`${release.id} release notes`}>
                <code>{release.id}</code>
              </Link>
              {release.id === OVERTURE_RELEASE && <strong className={styles.badge}>current</strong>}
              {isPatch(release.id) && <span className={styles.note}> (patch)</span>}
            </td>
            <td>
              {/* The changelog starts at v1.0.0, the schema of the first general-availability release. */}
              {stageOf(release.id) === 'ga' ? (
                <Link
                  to={changelogHref(release.schema)}
                  aria-label={`Schema ${release.schema} in the schema changelog`}>
                  <code>{release.schema}</code>
                </Link>
              ) : (
                <code>{release.schema}</code>
              )}
            </td>
            <td>{STAGE_LABEL[stageOf(release.id)]}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Releases announced but not yet published. */
export function UpcomingReleases(): ReactNode {
  return (
    <ScrollTable label="Upcoming releases" className={styles.table} columns={['Planned', 'Release', 'Schema']}>
      <tbody>
        {UPCOMING.map((release) => (
          <tr key={release.id}>
            <td>{release.date ? formatIsoDate(release.date) : 'To be announced'}</td>
            <td>
              <code>{release.id}</code>
            </td>
            <td>
              <code>{release.schema}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
