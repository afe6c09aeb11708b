import AxeBuilder from '@axe-core/playwright';
import {test, expect, hydrated} from './fixtures';
import {COMMUNITY_PROJECTS, COMMUNITY_TAGS} from '../../src/data/community';

const cards = (page: import('@playwright/test').Page) =>
  page.locator('main section[aria-label="Projects using Overture data"] > ul > li');

test.describe('the community catalogue without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('lists every project with its link and tags', async ({page}) => {
    await page.goto('/community/');
    await expect(cards(page)).toHaveCount(COMMUNITY_PROJECTS.length);
    const first = COMMUNITY_PROJECTS[0];
    const card = cards(page).filter({has: page.getByRole('heading', {name: first.name, exact: true})});
    await expect(card.getByRole('link', {name: first.name})).toHaveAttribute('href', first.url);
    await expect(card.getByRole('list', {name: 'Tags'}).getByRole('listitem')).toHaveText(
      first.tags.map((tag) => COMMUNITY_TAGS[tag]),
    );
    await expect(page.getByLabel('Filter projects')).toHaveCount(0);
  });
});

test.describe('the community catalogue', () => {
  test('narrows by text, case- and accent-blind, and keeps the filter in the address', async ({page}) => {
    await page.goto('/community/');
    await hydrated(page);
    await page.getByLabel('Filter projects').fill('KEPLËR.GL');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText('kepler.gl');
    await expect(page.getByText(`1 of ${COMMUNITY_PROJECTS.length} projects`)).toBeVisible();
    await expect(page).toHaveURL(/\?q=KEPL%C3%8BR\.GL$/);
  });

  test('narrows by tag, and the tag and text combine', async ({page}) => {
    await page.goto('/community/');
    await hydrated(page);
    const tiles = COMMUNITY_PROJECTS.filter((project) => project.tags.includes('tiles'));
    await page.getByRole('group', {name: 'Show projects tagged'}).getByRole('button', {name: 'Tiles'}).click();
    await expect(page.getByRole('button', {name: 'Tiles'})).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(tiles.length);
    await page.getByLabel('Filter projects').fill('java');
    const both = tiles.filter((project) =>
      /java/i.test(`${project.name} ${project.description} ${project.tags.join(' ')}`),
    );
    await expect(cards(page)).toHaveCount(both.length);
    await expect(page).toHaveURL(/\?tag=tiles&q=java$/);
  });

  test('opens with the filter of a shared address', async ({page}) => {
    await page.goto('/community/?tag=mirror');
    await hydrated(page);
    await expect(cards(page)).toHaveCount(COMMUNITY_PROJECTS.filter((p) => p.tags.includes('mirror')).length);
    await expect(page.getByRole('button', {name: 'Mirror', exact: true})).toHaveAttribute('aria-pressed', 'true');
  });

  test('says when nothing matches, and offers the whole list back', async ({page}) => {
    await page.goto('/community/');
    await hydrated(page);
    await page.getByLabel('Filter projects').fill('<img src=x onerror=alert(1)> zzz');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No project matches “<img src=x onerror=alert(1)> zzz”.')).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await page.getByRole('button', {name: 'Show all projects'}).click();
    await expect(cards(page)).toHaveCount(COMMUNITY_PROJECTS.length);
    await expect(page.getByLabel('Filter projects')).toHaveValue('');
  });

  test('explains an unknown tag in the address instead of showing nothing', async ({page}) => {
    await page.goto('/community/?tag=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await hydrated(page);
    await expect(
      page.getByText('There is no tag “<script>alert(1)</script>”, so every project is shown.'),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(COMMUNITY_PROJECTS.length);
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`the filters, in use, pass the WCAG A/AA checks in ${mode} mode`, async ({page, context}) => {
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('/community/?tag=python&q=zzz');
    await hydrated(page);
    await expect(page.getByRole('button', {name: 'Python'})).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', {name: 'Show all projects'})).toBeVisible();
    const results = await new AxeBuilder({page}).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
