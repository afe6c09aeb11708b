import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

/** What the archive page shows of a post; the theme's archive reads nothing else. */
export interface ArchivedPost {
  readonly metadata: {readonly permalink: string; readonly title: string; readonly date: string};
}

/** The posts the archive lists, newest first, reduced to title, address and date. */
export function archivedPosts(blog: BlogContent): ArchivedPost[] {
  return blog.blogPosts
    .filter((post) => !post.metadata.unlisted)
    .map(({metadata: {permalink, title, date}}) => ({
      metadata: {permalink, title, date: new Date(date).toISOString()},
    }));
}

/**
 * The blog archive at `/blog/archive/`, with its own page (`ArchivePage.tsx`). The
 * blog plugin's archive hands its page every post whole, source text included,
 * which made it the heaviest page of the site; this one hands it what it shows.
 * The blog's own archive is switched off (`archiveBasePath: null`).
 *
 * The plugin's theme components lead readers to the archive and the tags, which
 * the theme links from nowhere: the list pages' heading (`theme/BlogListPage`)
 * and the end of the blog sidebar (`theme/BlogSidebar/Content`).
 */
export default function blogArchivePlugin(context: LoadContext): Plugin {
  return {
    name: 'blog-archive',
    getThemePath: () => path.join(__dirname, 'theme'),
    allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) throw new Error('blog-archive: the classic preset’s blog plugin is not loaded.');
      actions.addRoute({
        path: `${context.baseUrl}blog/archive`,
        component: path.join(__dirname, 'ArchivePage.tsx'),
        exact: true,
        props: {archive: {blogPosts: archivedPosts(blog)}},
      });
    },
  };
}
