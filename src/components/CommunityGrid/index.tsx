import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {COMMUNITY_PROJECTS, COMMUNITY_TAGS, type CommunityProject, type CommunityTag} from '@site/src/data/community';
import styles from './styles.module.css';

const isTag = (value: string | null): value is CommunityTag => value !== null && value in COMMUNITY_TAGS;

/** Case- and accent-blind text, so "kepler" finds "kepler.gl" and "geopandas" finds "GeoPandas". */
const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function matches(project: CommunityProject, tag: CommunityTag | null, words: string[]): boolean {
  if (tag && !project.tags.includes(tag)) return false;
  const text = fold([project.name, project.description, ...project.tags.map((t) => COMMUNITY_TAGS[t])].join(' '));
  return words.every((word) => text.includes(word));
}

/** The filter lives in the address (`?tag=tiles&q=python`), so a filtered list can be shared. */
function readAddress(): {tag: CommunityTag | null; query: string; unknownTag: string | null} {
  const params = new URLSearchParams(window.location.search);
  const tag = params.get('tag');
  return {
    tag: isTag(tag) ? tag : null,
    query: (params.get('q') ?? '').slice(0, 100),
    unknownTag: isTag(tag) ? null : tag,
  };
}

function writeAddress(tag: CommunityTag | null, query: string): void {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (query) params.set('q', query);
  const search = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
}

function ProjectCard({project}: {project: CommunityProject}): ReactNode {
  return (
    <li className={styles.card}>
      <h3 className={styles.name}>
        <Link to={project.url}>{project.name}</Link>
      </h3>
      <p className={styles.description}>{project.description}</p>
      <ul className={styles.tags} aria-label="Tags">
        {project.tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {COMMUNITY_TAGS[tag]}
          </li>
        ))}
      </ul>
      {project.guide && project.guide !== project.url && (
        <p className={styles.guide}>
          <Link to={project.guide}>How to use it with Overture</Link>
        </p>
      )}
    </li>
  );
}

function ProjectList({projects}: {projects: readonly CommunityProject[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {projects.map((project) => (
        <ProjectCard key={project.name} project={project} />
      ))}
    </ul>
  );
}

/** The list with its filters; mounted only in the browser, where the address can be read. */
function FilteredCatalogue(): ReactNode {
  const inputId = useId();
  const [initial] = useState(readAddress);
  const [tag, setTag] = useState(initial.tag);
  const [query, setQuery] = useState(initial.query);
  const [unknownTag, setUnknownTag] = useState(initial.unknownTag);

  useEffect(() => writeAddress(tag, query.trim()), [tag, query]);

  const words = useMemo(() => fold(query).split(/\s+/).filter(Boolean), [query]);
  const shown = COMMUNITY_PROJECTS.filter((project) => matches(project, tag, words));
  const filtered = tag !== null || words.length > 0;

  const chooseTag = (next: CommunityTag | null): void => {
    setTag(next);
    setUnknownTag(null);
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
          maxLength={100}
          placeholder="Name, language or purpose"
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className={styles.tagButtons} role="group" aria-label="Show projects tagged">
          <button type="button" aria-pressed={tag === null} onClick={() => chooseTag(null)}>
            All
          </button>
          {(Object.keys(COMMUNITY_TAGS) as CommunityTag[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={tag === key}
              onClick={() => chooseTag(tag === key ? null : key)}>
              {COMMUNITY_TAGS[key]}
            </button>
          ))}
        </div>
        {unknownTag !== null && (
          <p className={styles.notice}>
            There is no tag “{unknownTag}”, so every project is shown. Pick one of the tags above.
          </p>
        )}
        <p className={styles.count} aria-live="polite">
          {filtered
            ? `${shown.length} of ${COMMUNITY_PROJECTS.length} projects`
            : `${COMMUNITY_PROJECTS.length} projects`}
        </p>
      </div>
      {shown.length > 0 ? (
        <ProjectList projects={shown} />
      ) : (
        <div className={styles.empty}>
          <p>
            {tag && words.length > 0
              ? `No project tagged ${COMMUNITY_TAGS[tag]} matches “${query.trim()}”.`
              : tag
                ? `No project has the tag ${COMMUNITY_TAGS[tag]}.`
                : `No project matches “${query.trim()}”.`}
          </p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setQuery('');
              chooseTag(null);
            }}>
            Show all projects
          </button>
        </div>
      )}
    </>
  );
}

/**
 * Every project in `src/data/community.ts` as a grid of cards. The server renders them
 * all, so the list reads and links without JavaScript; in the browser a text box and
 * tag buttons narrow it down.
 */
export default function CommunityGrid(): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <section className={styles.catalogue} aria-label="Projects using Overture data">
      {isBrowser ? <FilteredCatalogue /> : <ProjectList projects={COMMUNITY_PROJECTS} />}
    </section>
  );
}
