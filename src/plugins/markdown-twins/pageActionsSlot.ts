import {createContext, type ReactNode} from 'react';

/**
 * The page actions a blog post's header shows, rendered by the post page (theme/BlogPostPage). The
 * header is the same component on the list and tag pages, which show no actions: through this slot only
 * the post page's script imports their code.
 */
export const PageActionsSlot = createContext<ReactNode>(null);
