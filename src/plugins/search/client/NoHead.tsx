/** Stands in for `@docusaurus/Head` in the search bar, whose only head tag is a preconnect to Algolia. */
export default function NoHead(): null {
  return null;
}
