/**
 * Links into the schema changelog page, for the labels and lists that point at a version's entry.
 * Kept apart from the history data so the components that link there carry no list of versions.
 */
export const CHANGELOG_PATH = '/schema/changelog/';

/** `v1.12.0` → `v1-12-0`: the anchor of a version's entry on the changelog page. */
export function versionAnchor(version: string): string {
  return version.replace(/\./g, '-');
}

export function changelogHref(version: string): string {
  return `${CHANGELOG_PATH}#${versionAnchor(version)}`;
}
