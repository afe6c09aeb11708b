import type {ComponentProps, ReactNode} from 'react';
import InitBlogPostPage from '@theme-init/BlogPostPage';
import PageActions from '../PageActions';
import {PageActionsSlot} from '../../pageActionsSlot';

type Props = ComponentProps<typeof InitBlogPostPage>;

/** A post's page, giving its header the page actions to show under the title. */
export default function BlogPostPageWithActions(props: Props): ReactNode {
  return (
    <PageActionsSlot.Provider value={<PageActions />}>
      <InitBlogPostPage {...props} />
    </PageActionsSlot.Provider>
  );
}
