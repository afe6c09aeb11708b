import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {violations} from '../support/axe';
import {PROJECTS_NEWEST_FIRST, PROJECT_KINDS, type CommunityProject} from '../../src/data/community';
import {formatIsoMonth} from '../../src/lib/dates';

const TOTAL = PROJECTS_NEWEST_FIRST.length;
const PHONE = {width: 390, height: 844};

const cards = (page: Page) => page.locator('main section[aria-label="Community projects"] > ul > li');
const titles = (projects: readonly CommunityProject[]) => projects.map((project) => project.title.replaceAll('`', ''));
const group = (page: Page, name: string) => page.getByRole('group', {name});
const filterBox = (page: Page) => page.getByLabel('Filter projects');

test.describe('the community projects without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('lists every project, newest first, with its link, creators and data release', async ({page}) => {
    await page.goto('/community/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Made by the Overture Community');
    await expect(page).toHaveTitle(/^Made by the Overture Community/);
    await expect(cards(page).getByRole('heading', {level: 3})).toHaveText(titles(PROJECTS_NEWEST_FIRST));
    await expect(page.getByText(`All ${TOTAL} projects, newest first`)).toBeVisible();

    // Two credits and an organisation: "Feng Jiang (Microsoft), Jia Yu (Wherobots) and William Lyon (Wherobots)".
    const shared = PROJECTS_NEWEST_FIRST.find((project) => project.creators.length === 3)!;
    const card = cards(page).filter({has: page.getByRole('heading', {name: shared.title, exact: true})});
    await expect(card.getByRole('link', {name: shared.title})).toHaveAttribute('href', shared.url);
    const [first, second, third] = shared.creators;
    await expect(card).toContainText(
      `By ${first.name} (${first.affiliation?.name}), ${second.name} (${second.affiliation?.name}) and ${third.name} (${third.affiliation?.name})`,
    );
    await expect(card.locator('time')).toHaveAttribute('datetime', shared.month);
    await expect(card.locator('time')).toHaveText(formatIsoMonth(shared.month));
    await expect(card).toContainText(PROJECT_KINDS[shared.kind]);

    // A creator's link, and a title with code in it (`dbplyr`).
    const linked = PROJECTS_NEWEST_FIRST.find((project) => project.title.includes('`'))!;
    const linkedCard = cards(page).filter({has: page.getByRole('link', {name: linked.creators[0].name})});
    await expect(linkedCard.getByRole('link', {name: linked.creators[0].name})).toHaveAttribute(
      'href',
      linked.creators[0].url!,
    );
    await expect(linkedCard.getByRole('heading').locator('code')).toHaveText(['dbplyr', 'sf']);

    await expect(filterBox(page)).toHaveCount(0);
  });
});

test.describe('filtering the community projects', () => {
  test('by text, case- and accent-blind, keeping the filter in the address', async ({page}) => {
    await page.goto('/community/');
    await hydrated(page);
    await filterBox(page).fill('DÁTASETTE');
    const expected = PROJECTS_NEWEST_FIRST.filter((project) => /datasette/i.test(JSON.stringify(project)));
    expect(expected.length).toBe(1);
    await expect(cards(page).getByRole('heading')).toHaveText(titles(expected));
    await expect(page.getByText(`1 of ${TOTAL} projects`)).toBeVisible();
    await expect(page.locator('[aria-live="polite"]')).toHaveText(`1 of ${TOTAL} projects`);
    await expect(page).toHaveURL(/\/community\/\?q=D%C3%81TASETTE$/);
  });

  test('by the year of the data release and by kind, combined, and back to all', async ({page}) => {
    await page.goto('/community/');
    await hydrated(page);
    await group(page, 'Year of the data release').getByRole('button', {name: '2023'}).click();
    const of2023 = PROJECTS_NEWEST_FIRST.filter((project) => project.month.startsWith('2023-'));
    await expect(cards(page)).toHaveCount(of2023.length);
    await expect(page.getByText(`${of2023.length} of ${TOTAL} projects`)).toBeVisible();

    await group(page, 'Kind').getByRole('button', {name: 'Tutorial'}).click();
    const tutorials = of2023.filter((project) => project.kind === 'tutorial');
    expect(tutorials.length).toBeGreaterThan(0);
    await expect(cards(page).getByRole('heading')).toHaveText(titles(tutorials));
    await expect(group(page, 'Kind').getByRole('button', {name: 'Tutorial'})).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?year=2023&kind=tutorial$/);

    await group(page, 'Year of the data release').getByRole('button', {name: 'All'}).click();
    await expect(cards(page)).toHaveCount(
      PROJECTS_NEWEST_FIRST.filter((project) => project.kind === 'tutorial').length,
    );
    await expect(page).toHaveURL(/\?kind=tutorial$/);
  });

  test('opens with the filter of a shared address', async ({page}) => {
    await page.goto('/community/?kind=library&q=duckdb');
    await hydrated(page);
    const expected = PROJECTS_NEWEST_FIRST.filter(
      (project) => project.kind === 'library' && /duckdb/i.test(JSON.stringify(project)),
    );
    expect(expected.length).toBeGreaterThan(1);
    await expect(cards(page).getByRole('heading')).toHaveText(titles(expected));
    await expect(filterBox(page)).toHaveValue('duckdb');
    await expect(group(page, 'Kind').getByRole('button', {name: 'Library or tool'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(group(page, 'Year of the data release').getByRole('button', {name: 'All'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('says when nothing matches, shows the input as text, and offers the whole list back', async ({page}) => {
    await page.goto('/community/?year=2025');
    await hydrated(page);
    await filterBox(page).fill('<img src=x onerror=alert(1)> zzz');
    await expect(cards(page)).toHaveCount(0);
    await expect(
      page.getByText('No project matches “<img src=x onerror=alert(1)> zzz”, data from 2025.'),
    ).toBeVisible();
    await expect(page.getByText(`0 of ${TOTAL} projects`)).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await page.getByRole('button', {name: 'Show all projects'}).click();
    await expect(cards(page)).toHaveCount(TOTAL);
    await expect(filterBox(page)).toHaveValue('');
    await expect(group(page, 'Year of the data release').getByRole('button', {name: 'All'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/\/community\/$/);
  });

  test('explains a year or kind in the address that the list does not have, instead of showing nothing', async ({
    page,
  }) => {
    await page.goto('/community/?year=1999&kind=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await hydrated(page);
    await expect(page.getByText('No project used data from “1999”, so every year is shown.')).toBeVisible();
    await expect(page.getByText('There is no kind “<script>alert(1)</script>”, so every kind is shown.')).toBeVisible();
    await expect(cards(page)).toHaveCount(TOTAL);
    await group(page, 'Kind').getByRole('button', {name: 'Dataset'}).click();
    await expect(page.getByText('There is no kind')).toHaveCount(0);
  });
});

test.describe('the community page on a phone', () => {
  test.use({viewport: PHONE});

  test('does not scroll sideways, filtered or not', async ({page}) => {
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto('/community/');
    await hydrated(page);
    expect(await overflow()).toBe(0);
    await group(page, 'Kind').getByRole('button', {name: 'Docs and translation'}).click();
    await expect(cards(page)).toHaveCount(PROJECTS_NEWEST_FIRST.filter((project) => project.kind === 'docs').length);
    expect(await overflow()).toBe(0);
  });
});

for (const [view, mode, viewport] of [
  ['light mode', 'light', undefined],
  ['dark mode', 'dark', undefined],
  ['dark mode on a phone', 'dark', PHONE],
] as const) {
  test(`the filters in use pass the WCAG A/AA checks in ${view}`, async ({page, context}) => {
    if (viewport) await page.setViewportSize(viewport);
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('/community/?year=2023&kind=nonsense&q=zzz');
    await hydrated(page);
    await expect(group(page, 'Year of the data release').getByRole('button', {name: '2023'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('There is no kind “nonsense”')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Show all projects'})).toBeVisible();
    expect(await violations(page, {within: 'main'})).toEqual([]);

    await page.getByRole('button', {name: 'Show all projects'}).click();
    await group(page, 'Kind').getByRole('button', {name: 'Map or demo'}).click();
    await expect(cards(page)).not.toHaveCount(0);
    expect(await violations(page, {within: 'main'})).toEqual([]);
  });
}
