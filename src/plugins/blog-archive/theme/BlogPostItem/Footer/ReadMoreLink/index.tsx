import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

/**
 * "Read more" under a post in a list, named after the post in its own text: the theme
 * names it in an `aria-label` only, and search engines (and Lighthouse's SEO audit)
 * judge a link by its text, so 20 links read "Read more" to them. The Markdown twin of a
 * list leaves it out (`data-twin="skip"`): there the post's title links to the post already.
 */
export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps} data-twin="skip">
      <b>Read more</b>
      <span className={styles.visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}
