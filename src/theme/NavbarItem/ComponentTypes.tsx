import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

/**
 * The navbar item types docusaurus.config.ts uses (tests/unit/config.test.ts checks
 * it). The theme's map holds every type, so every page carried the version
 * dropdowns, doc and HTML items the site never shows.
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes;
