import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {LinkedBlogFeed} from '@site/src/data/site';
import {twinPathOf} from '../../twinPaths';
import styles from './styles.module.css';

/** Fetches the twin inside the click, so browsers that want the copy tied to the gesture allow it. */
async function copyTwin(twin: string): Promise<void> {
  const text = fetch(twin).then((response) => {
    if (!response.ok) throw new Error(`the Markdown version answered ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined') {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/**
 * Actions at the top of a docs page or a post: copy the page as Markdown (its twin,
 * fetched only on click), open that twin, or report a problem in a new issue that
 * names the page and the release. Outside the twin itself (`data-twin="skip"`).
 */
export default function PageActions(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState('');
  const twin = twinPathOf(pathname);
  const fields = siteConfig.customFields ?? {};
  // A post's readers may want the next one: the blog's first feed (RSS), the one every reader reads.
  const [feed] = fields.blogFeeds as LinkedBlogFeed[];
  const feedUrl = useBaseUrl(`/blog/${feed.file}`);
  const isPost = pathname.startsWith(useBaseUrl('/blog/'));
  const page = `${siteConfig.url}${pathname}`;
  const issue = new URLSearchParams({
    title: `Problem on ${pathname}`,
    body: `Page: ${page}\nRelease: ${String(fields.overtureRelease)}\n\nWhat is wrong, and what did you expect?\n`,
  });
  const copy = (): void => {
    setStatus('Copying…');
    copyTwin(twin).then(
      () => setStatus('Copied the page as Markdown.'),
      (error: unknown) =>
        setStatus(`Could not copy the page: ${error instanceof Error ? error.message : 'unknown error'}.`),
    );
  };
  return (
    <div className={styles.actions} data-twin="skip">
      <button type="button" className={styles.action} onClick={copy}>
        Copy page
      </button>
      <a className={styles.action} href={twin} type="text/markdown">
        View as Markdown
      </a>
      <a
        className={styles.action}
        href={`${String(fields.sourceRepository)}/issues/new?${issue}`}
        target="_blank"
        rel="noopener noreferrer">
        Report a problem
      </a>
      {isPost && (
        <a className={styles.action} href={feedUrl} type={feed.mime}>
          Follow the blog ({feed.label})
        </a>
      )}
      <span className={styles.status} role="status">
        {status}
      </span>
    </div>
  );
}
