import {test, expect} from './fixtures';
import {PAGE_KINDS} from '../routes';
import {FIRST_LOAD_BUDGET_GZIP, measureFirstLoad} from '../support/firstLoad';

for (const [kind, route] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${route}) loads at most ${FIRST_LOAD_BUDGET_GZIP / 1024} KB of JavaScript, gzipped`, async ({
    page,
  }) => {
    const load = await measureFirstLoad(page, route);
    expect(load.scripts.length).toBeGreaterThan(0);
    expect(load.gzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
  });
}
