import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support.ts';

/**
 * A participant on a small phone with the browser's text at 200% (an elder's setting): every screen reads down the
 * page. Nothing is wider than the screen, and no heading, link, button or line is cut or spills out of its box.
 * The browser's own text size is set (not the page's), so media queries in em grow with it as on a real phone.
 */
test.use({ viewport: { width: 320, height: 720 } });

async function setLargeText(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/** What spills: the page's sideways overflow in px, and each visible text element wider inside than its box. */
async function spills(page: Page): Promise<{ sideways: number; cut: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const cut = [
      ...document.querySelectorAll<HTMLElement>('main :is(a, button, h1, h2, h3, label, p, th, td)'),
    ]
      .filter(
        (e) =>
          e.checkVisibility() &&
          e.scrollWidth > e.clientWidth + 1 &&
          !['auto', 'scroll'].includes(getComputedStyle(e).overflowX),
      )
      .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 40)}"`);
    return { sideways: root.scrollWidth - root.clientWidth, cut };
  });
}

test('a participant at 200% text on a 320 px phone: each screen fits its width', async ({ page }) => {
  await setLargeText(page);
  await signInAs(page, 'participant');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');

  const screens: { path: string; ready: (p: Page) => Promise<void> }[] = [
    {
      path: '/participant/dashboard',
      ready: (p) => expect(p.getByRole('heading', { name: 'Helpful links' })).toBeVisible(),
    },
    {
      path: '/participant/inbox',
      ready: (p) => expect(p.getByRole('link').filter({ hasText: /./ }).first()).toBeVisible(),
    },
    {
      path: '/participant/find-a-service',
      ready: (p) => expect(p.getByRole('button', { name: 'Search', exact: true })).toBeVisible(),
    },
    {
      path: '/participant/participant-management/participant-details',
      ready: (p) => expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible(),
    },
  ];
  for (const { path, ready } of screens) {
    await page.goto(path);
    await ready(page);
    // Placeholders stand in for what is loading; measure what replaces them.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect(await spills(page), path).toEqual({ sideways: 0, cut: [] });
  }
});
