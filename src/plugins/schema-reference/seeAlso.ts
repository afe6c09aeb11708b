/**
 * Pages of the site that say more about a field than the schema does, linked from the
 * field's row in the reference. Keyed by `theme/type`, then by field path.
 */
export interface SeeAlso {
  label: string;
  /** A site path, checked by the build's broken-link check like any other link. */
  to: string;
}

export const SEE_ALSO: Readonly<Record<string, Readonly<Record<string, SeeAlso>>>> = {
  'places/place': {
    'categories.primary': {
      label: 'every category code, in the places taxonomy',
      to: '/schema/concepts/by-theme/places/#category-taxonomy',
    },
    'categories.alternate': {
      label: 'every category code, in the places taxonomy',
      to: '/schema/concepts/by-theme/places/#category-taxonomy',
    },
  },
};
