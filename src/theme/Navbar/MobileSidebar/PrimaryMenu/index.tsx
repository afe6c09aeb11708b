import {useEffect, useRef, type ReactNode} from 'react';
import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';

/**
 * The drawer's main menu, taking the focus when the reader comes back to it with
 * "Back to main menu". Without this, the focus stays on the back button, which has
 * just become inert, and the next Tab lands in the page behind the drawer, so a
 * keyboard user could not reach the main menu's items.
 */
export default function PrimaryMenuWrapper(): ReactNode {
  const list = useRef<HTMLDivElement>(null);
  const drawer = useNavbarMobileSidebar();
  const {shown: secondaryShown} = useNavbarSecondaryMenu();
  const wasSecondaryShown = useRef(secondaryShown);

  useEffect(() => {
    if (wasSecondaryShown.current && !secondaryShown && drawer.shown) {
      list.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    }
    wasSecondaryShown.current = secondaryShown;
  }, [secondaryShown, drawer.shown]);

  return (
    <div ref={list}>
      <PrimaryMenu />
    </div>
  );
}
