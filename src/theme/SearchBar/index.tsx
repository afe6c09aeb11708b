import {useEffect, type ComponentProps, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SOURCE_REPOSITORY} from '@site/src/data/site';
import {localSearchClient, preloadSearchIndex} from '../../plugins/search/client/localSearchClient';
import type {SearchPluginData} from '../../plugins/search';
import styles from './styles.module.css';

type Props = ComponentProps<typeof OriginalSearchBar>;

/** "Let us know." opens a new issue in the site's repository, with the query in its title. */
function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query.slice(0, 64)}"`;
  return `${SOURCE_REPOSITORY}/issues/new?title=${encodeURIComponent(title)}`;
}

const DEV_TRANSLATIONS = {
  modal: {
    errorScreen: {
      titleText: 'Search needs a build',
      helpText: 'The search index is made by the production build: run npm run build, then npm run serve.',
    },
  },
};

/** Ctrl+K or Cmd+K, the shortcut that opens the modal. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
}

/**
 * The theme's DocSearch bar, unchanged in Algolia mode. In local mode its searches go
 * to the site's own index, which starts loading at the first sign of intent: hover,
 * focus or touch of the button, or the keyboard shortcut.
 */
export default function SearchBar(props: Props): ReactNode {
  const {mode, indexAvailable} = usePluginData('search') as SearchPluginData;
  const local = mode === 'local';

  useEffect(() => {
    if (!local) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (isSearchShortcut(event)) preloadSearchIndex();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [local]);

  const localProps = local
    ? {
        transformSearchClient: () => localSearchClient,
        ...(indexAvailable ? {} : {translations: DEV_TRANSLATIONS}),
      }
    : {};

  return (
    <div
      className={styles.intent}
      onMouseOver={local ? preloadSearchIndex : undefined}
      onFocus={local ? preloadSearchIndex : undefined}
      onTouchStart={local ? preloadSearchIndex : undefined}>
      <OriginalSearchBar getMissingResultsUrl={missingResultsUrl} {...localProps} {...props} />
    </div>
  );
}
