import {Fragment, type ReactNode} from 'react';
import InlineList from '@site/src/components/InlineList';
import ScrollTable from '@site/src/components/ScrollTable';
import {
  LICENCES,
  THEMES,
  THEME_LICENCES,
  licencesOf,
  themesUnder,
  type LicenceId,
  type Theme,
} from '@site/src/data/licences';

/**
 * The licence facts of src/data/licences.ts, rendered where pages state them: inline in a
 * sentence (ThemeLicence, ThemesUnder) or as the tables of the attribution page and the guides.
 * The server renders them; the browser loads this code only on a page reached without one (./index.tsx).
 */

/** A licence's short name, linked to its text when it has one. */
function LicenceName({id}: {id: LicenceId}): ReactNode {
  const {name, url} = LICENCES[id];
  return url ? <a href={url}>{name}</a> : name;
}

/** The licence of a theme's data, for a sentence: "ODbL", or the per-source licences. */
function ThemeLicence({theme}: {theme: Theme}): ReactNode {
  const {licence, sources} = THEME_LICENCES[theme];
  if (licence !== 'per-source') return <LicenceName id={licence} />;
  if (sources.length === 0) return "each source's own licence";
  return (
    <>
      <InlineList
        items={licencesOf(theme).map((id) => (
          <LicenceName key={id} id={id} />
        ))}
        conjunction="or"
      />
      , per source
    </>
  );
}

/** The themes published under one licence as a whole: "base, buildings, divisions and transportation". */
function ThemesUnder({licence, capitalize = false}: {licence: LicenceId; capitalize?: boolean}): ReactNode {
  const names = themesUnder(licence).map((theme, index) =>
    capitalize && index === 0 ? theme[0].toUpperCase() + theme.slice(1) : theme,
  );
  return <InlineList items={names} />;
}

/** A theme's sources grouped by licence: "OpenStreetMap, TomTom (ODbL)"; for addresses, its main sources. */
function SourcesByLicence({theme}: {theme: Theme}): ReactNode {
  const {sources, mainSources} = THEME_LICENCES[theme];
  if (sources.length === 0) return `${mainSources}, each under its own licence`;
  const groups = [...new Set(sources.map((source) => source.licence))].map((licence) => ({
    licence,
    names: sources.filter((source) => source.licence === licence).map((source) => source.source),
  }));
  return groups.map(({licence, names}, index) => (
    <Fragment key={licence}>
      {index > 0 && '; '}
      {names.join(', ')} (<LicenceName id={licence} />)
    </Fragment>
  ));
}

/**
 * Every theme with its licence and main sources; `bySource` lists every source with its
 * licence instead, for readers who must decide per source (copying into OpenStreetMap).
 */
function ThemeLicenceTable({bySource = false}: {bySource?: boolean}): ReactNode {
  return (
    <ScrollTable
      label="Sources and licences by theme"
      columns={['Theme', 'Licence', bySource ? 'Sources and their licences' : 'Main sources']}>
      <tbody>
        {THEMES.map((theme) => (
          <tr key={theme}>
            <td>
              <code>{theme}</code>
            </td>
            <td>
              <ThemeLicence theme={theme} />
            </td>
            <td>{bySource ? <SourcesByLicence theme={theme} /> : THEME_LICENCES[theme].mainSources}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The sources of one theme, each with its licence (and, where the sources differ by type, what it feeds). */
function SourceLicenceTable({theme}: {theme: Theme}): ReactNode {
  const {sources} = THEME_LICENCES[theme];
  const withUse = sources.some((source) => source.usedFor);
  return (
    <ScrollTable
      label={`Sources of the ${theme} theme and their licences`}
      columns={['Source', 'Licence', ...(withUse ? ['Used for'] : [])]}>
      <tbody>
        {sources.map((source) => (
          <tr key={source.source}>
            <td>{source.source}</td>
            <td>
              <LicenceName id={source.licence} />
              {source.note && `, ${source.note}`}
              {source.notice && (
                <>
                  , with the notice <code>{source.notice}</code>
                </>
              )}
            </td>
            {withUse && <td>{source.usedFor}</td>}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * What a product may do with a theme, commercial or not, and what each licence asks of it: the theme's licence,
 * then any source whose licence asks something else. Addresses depend on each source (src/data/addressSources.ts).
 */
function UseAsks({theme}: {theme: Theme}): ReactNode {
  const {licence, sources} = THEME_LICENCES[theme];
  if (licence === 'per-source' && sources.length === 0) {
    return "each source's own licence: most are open licences or public domain, some are agreements of their own";
  }
  const own = licence === 'per-source' ? null : licence;
  // Sources under another licence that asks something, grouped by licence: each licence's terms are said once.
  const others = [...new Set(sources.map((source) => source.licence))]
    .filter((id) => id !== own && LICENCES[id].asks !== 'nothing')
    .map((id) => ({id, names: sources.filter((source) => source.licence === id).map((source) => source.source)}));
  return (
    <>
      {own && (
        <>
          <LicenceName id={own} />: {LICENCES[own].asks}
        </>
      )}
      {others.map(({id, names}, index) => (
        <Fragment key={id}>
          {(own || index > 0) && '; for '}
          {!own && index === 0 && 'for '}
          {names.join(', ')}, <LicenceName id={id} />: {LICENCES[id].asks}
        </Fragment>
      ))}
    </>
  );
}

/** Per theme: whether commercial use is allowed, and what it asks. A list, which reads on a phone as it does here. */
function ThemeUseList(): ReactNode {
  return (
    <ul aria-label="Commercial use by theme">
      {THEMES.map((theme) => {
        const {licence, sources} = THEME_LICENCES[theme];
        const perSourceOnly = licence === 'per-source' && sources.length === 0;
        return (
          <li key={theme}>
            <code>{theme}</code>: <strong>{perSourceOnly ? 'depends on the source' : 'yes'}</strong>. It asks:{' '}
            <UseAsks theme={theme} />.
          </li>
        );
      })}
    </ul>
  );
}

/** Every part, for ./index.tsx to make an island of each. */
const PARTS = {LicenceName, ThemeLicence, ThemesUnder, ThemeLicenceTable, SourceLicenceTable, ThemeUseList};

export type LicenceParts = typeof PARTS;

export default PARTS;
