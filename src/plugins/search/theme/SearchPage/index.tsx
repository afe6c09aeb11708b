import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import InitSearchPage from '@theme-init/SearchPage';

/** The theme's search page (`@theme-init`: theme-search-algolia, the first theme that provides it). */
const SearchPage = InitSearchPage as ComponentType;

/** The theme's search page, with the description it lacks (search results and SEO tools read it). */
export default function SearchPageWithDescription(): ReactNode {
  return (
    <>
      <PageMetadata description="Search the Overture Maps documentation, schema reference and blog: guides, every field of every feature type, and release notes." />
      <SearchPage />
    </>
  );
}
