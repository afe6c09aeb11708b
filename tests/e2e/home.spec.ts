import {test, expect} from './fixtures';

/** The home page's way on: a newcomer is sent to the data first, then to what explains and follows it. */
test('the home page sends a newcomer to the data: access, DuckDB, the CLI, the guides and the examples', async ({
  page,
}) => {
  await page.goto('/');
  const next = page.locator('h2#where-to-go-next ~ ul').first();
  for (const [name, href] of [
    ['Accessing the data', '/getting-data/'],
    ['DuckDB', '/getting-data/duckdb/'],
    ['Python CLI', '/getting-data/overturemaps-py/'],
    ['Data guides', '/guides/'],
    ['Examples', '/examples/'],
  ]) {
    await expect(next.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
});
