import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

// The page as Docusaurus would render it for a site served under /docs/.
vi.mock('@docusaurus/useBaseUrl', () => ({default: (url: string) => `/docs${url}`}));
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children}: {to: string; children: unknown}) => <a href={`/docs${to}`}>{children as string}</a>,
}));
vi.mock('@theme/Heading', () => ({default: ({children}: {children: unknown}) => <h2>{children as string}</h2>}));

describe('the not-found page', () => {
  it('sends its search form to the search page under the base URL', async () => {
    const {default: NotFoundContent} = await import('../../src/components/NotFound');
    const html = renderToStaticMarkup(<NotFoundContent />);
    expect(html).toContain('action="/docs/search/"');
  });
});
