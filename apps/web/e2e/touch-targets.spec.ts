import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support.ts';

/**
 * A case worker on a tablet (820 x 1180, a finger for a pointer): every button, link, input, checkbox and radio
 * offers a target of at least 44 x 44 px (WCAG 2.5.5), its drawn box or the larger hit area around it. A link inside
 * a paragraph is inline text, which WCAG exempts.
 */
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

const MIN_TARGET = 44;

/** Each visible control whose target is smaller than 44 x 44 px, with its size. */
async function smallTargets(page: Page): Promise<string[]> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="radio"]',
    );
    const small: string[] = [];
    for (const e of controls) {
      const rect = e.getBoundingClientRect();
      if (!e.checkVisibility({ opacityProperty: true }) || rect.width === 0 || rect.height === 0) continue;
      // Text for screen readers only, or an input drawn by another element (a switch's track, a file button).
      if (getComputedStyle(e).clip === 'rect(0px, 0px, 0px, 0px)' || rect.width * rect.height <= 1) continue;
      if (e.tagName === 'A' && e.closest('p') && getComputedStyle(e).display === 'inline') continue;
      // The target is the element's box, or a larger hit area drawn around it (its ::before or ::after).
      let width = rect.width;
      let height = rect.height;
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(e, pseudo);
        if (style.content === 'none' || style.position !== 'absolute' || style.pointerEvents === 'none')
          continue;
        width = Math.max(width, parseFloat(style.width) || 0);
        height = Math.max(height, parseFloat(style.height) || 0);
      }
      if (width + 0.5 < min || height + 0.5 < min) {
        const name = (e.getAttribute('aria-label') ?? e.textContent ?? e.getAttribute('name') ?? '').trim();
        small.push(
          `${e.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(width)}x${Math.round(height)}`,
        );
      }
    }
    return small;
  }, MIN_TARGET);
}

test('on a touch tablet, the participant record and a thread with its composer offer 44 px targets', async ({
  page,
}) => {
  await signInAs(page, 'staff');
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a coarse pointer').toBe(true);

  await page.goto('/staff/participant-management/search');
  await page.getByLabel('First name').fill('Mary');
  await page.getByLabel('Last name').fill('Ivanoff');
  await page.getByLabel('Last name').press('Enter');
  await page.getByRole('link', { name: 'Mary Ivanoff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mary Ivanoff' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit communication preferences/i })).toBeVisible();
  expect.soft(await smallTargets(page), 'participant record').toEqual([]);

  await page.goto('/staff/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect.soft(await smallTargets(page), 'staff inbox').toEqual([]);

  await page.getByRole('link', { name: /Name mix-up on my file/ }).click();
  await expect(page.getByRole('button', { name: 'Send reply' })).toBeVisible();
  expect.soft(await smallTargets(page), 'thread with the composer').toEqual([]);
});

test('on a touch tablet, the service finder offers 44 px targets', async ({ page }) => {
  await signInAs(page, 'participant');
  await page.goto('/participant/find-a-service');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  expect(await smallTargets(page), 'service finder').toEqual([]);
});
