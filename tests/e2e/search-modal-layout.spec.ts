import {test, expect, hydrated} from './fixtures';
import {layoutRootsWhile} from '../support/layoutRoots';

/**
 * Each keystroke in the modal lays out and paints the modal only, not the page under its overlay
 * (client/standIns.css): read from the browser's own trace of the frames that show a keystroke's hits.
 */

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test(`at ${viewport.width} px, a keystroke's hits are laid out within the modal, not the whole page`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/getting-data/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('searchbox');
    await expect(box).toBeFocused();
    await box.pressSequentially('build');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const roots = await layoutRootsWhile(page, async () => {
      await box.press('Backspace');
      await box.pressSequentially('ings');
      await expect(page.locator('.DocSearch-Hit-title').first()).toContainText(/building/i);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    });
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.filter((root) => !root.includes('DocSearch-Container'))).toEqual([]);
    // Nothing of the modal is cut off by the overlay's containment.
    const modal = await page.locator('.DocSearch-Modal').boundingBox();
    expect(modal!.x).toBeGreaterThanOrEqual(0);
    expect(modal!.x + modal!.width).toBeLessThanOrEqual(viewport.width);
    await expect(page.locator('.DocSearch-Footer')).toBeInViewport({ratio: 1});
  });
}
