import {MOBILE_CATEGORY_KEEPS_MENU, textRewritePlugin} from '../textRewrites';

/**
 * The phone's menu stays open when a sidebar category is tapped. The theme closed it for a category with a page
 * of its own, as for a link: the page opened behind, but reaching a page three levels down (Schema reference ›
 * Concepts › By theme › Places) took four openings of the menu. Now the category's page opens behind the menu,
 * the category unfolds in it, and the next tap goes deeper; a link still closes it.
 *
 * What it gives: one opening of the menu to reach any page of the sidebar, where each level of categories took one.
 * Goes when: the theme keeps its mobile menu open for categories.
 */
export default function mobileSidebarPlugin() {
  return textRewritePlugin('mobile-sidebar', MOBILE_CATEGORY_KEEPS_MENU);
}
