import {Fragment, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  PROJECTS_NEWEST_FIRST,
  PROJECT_KINDS,
  type CommunityProject,
  type Credit,
  type Creator,
  type ProjectKind,
} from '@site/src/data/community';
import {formatIsoMonth} from '@site/src/lib/dates';
import {
  MAX_QUERY_LENGTH,
  filterSearch,
  matches,
  queryWords,
  readFilter,
  searchText,
  yearOf,
  type Filter,
} from './filter';
import styles from './styles.module.css';

const TOTAL = PROJECTS_NEWEST_FIRST.length;
/** The years of the data releases the projects used, newest first: the year filter's choices. */
const YEARS = [...new Set(PROJECTS_NEWEST_FIRST.map(yearOf))];
const KINDS = Object.keys(PROJECT_KINDS) as ProjectKind[];

/** A project's title; text between backticks is code (`dbplyr`). */
function TitleText({title}: {title: string}): ReactNode {
  return title.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function CreditName({credit}: {credit: Credit}): ReactNode {
  return credit.url ? <Link to={credit.url}>{credit.name}</Link> : credit.name;
}

/** "Feng Jiang (Microsoft), Jia Yu (Wherobots) and William Lyon (Wherobots)". */
function CreatorList({creators}: {creators: readonly Creator[]}): ReactNode {
  return creators.map((creator, index) => (
    <Fragment key={creator.name}>
      {index > 0 && (index === creators.length - 1 ? ' and ' : ', ')}
      <CreditName credit={creator} />
      {creator.affiliation && (
        <>
          {' ('}
          <CreditName credit={creator.affiliation} />)
        </>
      )}
    </Fragment>
  ));
}

/**
 * One project. The site's search finds its title as text of the Projects section
 * (data-search-content): as a heading of its own, a title such as "Generate Vector Tiles…"
 * would come before the docs for "vector tiles". Its lines (kind, month, credits,
 * description, tags) are found as text too.
 */
function ProjectItem({project}: {project: CommunityProject}): ReactNode {
  return (
    <li className={styles.project}>
      <h3 className={styles.title} data-search-content="">
        <Link to={project.url}>
          <TitleText title={project.title} />
        </Link>
      </h3>
      <p className={styles.meta}>
        <span className={styles.kind}>{PROJECT_KINDS[project.kind]}</span>
        {/* The badge ends the phrase for the eye; listeners and the Markdown twin get a comma. */}
        <span className={styles.visuallyHidden}>, </span>
        <span>
          data release <time dateTime={project.month}>{formatIsoMonth(project.month)}</time>
        </span>
      </p>
      <p className={styles.creators}>
        By <CreatorList creators={project.creators} />
      </p>
      <p className={styles.description}>{project.description}</p>
      {project.themes && (
        <p className={styles.detail}>
          <span className={styles.detailLabel}>Themes:</span> {project.themes.join(', ')}
        </p>
      )}
      {project.tools && (
        <p className={styles.detail}>
          <span className={styles.detailLabel}>About:</span> {project.tools.join(', ')}
        </p>
      )}
      {project.guide && (
        <p className={styles.detail}>
          <span className={styles.detailLabel}>On this site:</span>{' '}
          <Link to={project.guide.href}>{project.guide.label}</Link>
        </p>
      )}
    </li>
  );
}

function ProjectList({projects}: {projects: readonly CommunityProject[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {projects.map((project) => (
        <ProjectItem key={project.url} project={project} />
      ))}
    </ul>
  );
}

/** A row of toggle buttons choosing one value or none ("All"). */
function Choices<T extends string>(props: {
  label: string;
  options: readonly (readonly [T, string])[];
  chosen: T | null;
  onChoose: (value: T | null) => void;
}): ReactNode {
  const labelId = useId();
  const {label, options, chosen, onChoose} = props;
  return (
    <div className={styles.choices}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.buttons} role="group" aria-labelledby={labelId}>
        <button type="button" aria-pressed={chosen === null} onClick={() => onChoose(null)}>
          All
        </button>
        {options.map(([value, text]) => (
          <button
            key={value}
            type="button"
            aria-pressed={chosen === value}
            onClick={() => onChoose(chosen === value ? null : value)}>
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}

/** What the empty list was filtered by, in words: `“zzz”, kind Dataset, data from 2025`. */
function filterWords({query, year, kind}: Filter): string {
  return [query.trim() && `“${query.trim()}”`, kind && `kind ${PROJECT_KINDS[kind]}`, year && `data from ${year}`]
    .filter(Boolean)
    .join(', ');
}

/** The list with its filters; mounted only in the browser, where the address can be read. */
function FilteredProjects(): ReactNode {
  const inputId = useId();
  const [initial] = useState(() => readFilter(window.location.search, YEARS));
  const [query, setQuery] = useState(initial.filter.query);
  const [year, setYear] = useState(initial.filter.year);
  const [kind, setKind] = useState(initial.filter.kind);
  const [unknown, setUnknown] = useState({year: initial.unknownYear, kind: initial.unknownKind});

  // The filter lives in the address, so a filtered list can be shared and reopened.
  useEffect(() => {
    const {pathname, hash} = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${filterSearch({query, year, kind})}${hash}`);
  }, [query, year, kind]);

  const texts = useMemo(() => new Map(PROJECTS_NEWEST_FIRST.map((project) => [project, searchText(project)])), []);
  const words = useMemo(() => queryWords(query), [query]);
  const shown = PROJECTS_NEWEST_FIRST.filter((project) => matches(project, texts.get(project)!, {year, kind}, words));
  const filtered = year !== null || kind !== null || words.length > 0;

  const chooseYear = (next: string | null): void => {
    setYear(next);
    setUnknown((previous) => ({...previous, year: null}));
  };
  const chooseKind = (next: ProjectKind | null): void => {
    setKind(next);
    setUnknown((previous) => ({...previous, kind: null}));
  };

  return (
    <>
      <div className={styles.filters}>
        <label htmlFor={inputId} className={styles.label}>
          Filter projects
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="A name, tool, theme or place"
          onChange={(event) => setQuery(event.target.value)}
        />
        <Choices
          label="Year of the data release"
          options={YEARS.map((each) => [each, each] as const)}
          chosen={year}
          onChoose={chooseYear}
        />
        <Choices
          label="Kind"
          options={KINDS.map((each) => [each, PROJECT_KINDS[each]] as const)}
          chosen={kind}
          onChoose={chooseKind}
        />
        {unknown.year !== null && (
          <p className={styles.notice}>
            No project used data from “{unknown.year}”, so every year is shown. Pick one of the years above.
          </p>
        )}
        {unknown.kind !== null && (
          <p className={styles.notice}>
            There is no kind “{unknown.kind}”, so every kind is shown. Pick one of the kinds above.
          </p>
        )}
        <p className={styles.count} aria-live="polite">
          {filtered ? `${shown.length} of ${TOTAL} projects` : `All ${TOTAL} projects, newest first`}
        </p>
      </div>
      {shown.length > 0 ? (
        <ProjectList projects={shown} />
      ) : (
        <div className={styles.empty}>
          <p>No project matches {filterWords({query, year, kind})}.</p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setQuery('');
              chooseYear(null);
              chooseKind(null);
            }}>
            Show all projects
          </button>
        </div>
      )}
    </>
  );
}

/**
 * Every project in `src/data/community.ts`, newest data release first. The server renders
 * the whole list, so it reads and links without JavaScript; in the browser a text box and
 * the year and kind buttons narrow it down.
 */
export default function CommunityProjects(): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <section className={styles.catalogue} aria-label="Community projects">
      {isBrowser ? (
        <FilteredProjects />
      ) : (
        <>
          {/* The list's own control, not a project: nothing to find. */}
          <p className={styles.count} data-search-skip="">
            All {TOTAL} projects, newest first
          </p>
          <ProjectList projects={PROJECTS_NEWEST_FIRST} />
        </>
      )}
    </section>
  );
}
