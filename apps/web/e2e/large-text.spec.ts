import { expect, test, type Locator, type Page } from '@playwright/test';
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

/**
 * What spills: the page's sideways overflow in px, and each visible text element wider inside than its box. Spans
 * count too: a button's label (Mantine's span) is cut inside a button that itself fits. Text for screen readers
 * only (clipped to nothing on purpose) does not.
 */
async function spills(page: Page): Promise<{ sideways: number; cut: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const cut = [
      ...document.querySelectorAll<HTMLElement>('main :is(a, button, h1, h2, h3, label, p, span, th, td)'),
    ]
      .filter(
        (e) =>
          e.checkVisibility() &&
          (e.textContent ?? '').trim() !== '' &&
          e.scrollWidth > e.clientWidth + 1 &&
          !['auto', 'scroll'].includes(getComputedStyle(e).overflowX) &&
          getComputedStyle(e).clip !== 'rect(0px, 0px, 0px, 0px)',
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
      // The conversations, not only the page around them (the inbox's own links show before they load).
      ready: (p) => expect(p.getByRole('link', { name: /Child care assistance application/ })).toBeVisible(),
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

test('a participant at 200% text on a 320 px phone: a service, and a thread with files, fit the width', async ({
  page,
}) => {
  await setLargeText(page);
  await signInAs(page, 'participant');

  // The finder's box leaves room for the words typed beside its icon and clear button; a tap on the icon types there.
  await page.goto('/participant/find-a-service');
  const box = page.getByRole('textbox', { name: 'Search for a service' });
  await box.fill('winter heating');
  await page.getByRole('heading', { level: 1 }).click();
  const room = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = style.font;
    const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { inside, words: canvas.measureText(input.value).width };
  });
  expect(room.words, 'the words typed show whole').toBeLessThanOrEqual(room.inside);
  const icon = await box.evaluate((input) => {
    const r = input.parentElement!.querySelector('svg')!.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  await page.mouse.click(icon.x, icon.y);
  await expect(box).toBeFocused();

  // A service with a long name, a long button ("Send a message about this service") and a number to call.
  await box.fill('Weatherization');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Weatherization Program' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weatherization Program' })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  expect(await spills(page), 'service details').toEqual({ sideways: 0, cut: [] });

  // A thread whose first message carries a file, and a reply with a file of its own waiting to be sent.
  await page.goto('/participant/inbox');
  await page.getByRole('link', { name: /Child care assistance application/ }).click();
  await expect(page.getByRole('button', { name: /^Download Pay stub November 2026\.pdf/ })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'heating-bill-january-2026.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
  await expect(page.getByRole('button', { name: 'Remove heating-bill-january-2026.pdf' })).toBeVisible();
  expect(await spills(page), 'open thread').toEqual({ sideways: 0, cut: [] });
});

/** The boxes among `locator`'s that are wider inside than they are (what they hold is cut or spills out of them). */
async function overflowing(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((boxes) =>
    boxes
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => `"${(e.textContent ?? '').trim().slice(0, 40)}" ${e.scrollWidth}/${e.clientWidth}`),
  );
}

test("a participant at 200% text on a 320 px phone: settings, a thread's authors and the public header fit", async ({
  page,
}) => {
  await setLargeText(page);
  await signInAs(page, 'participant');

  // Soft checks: one run lists every screen that does not fit.
  // The passphrase's buttons wrap their words; the sign-in e-mail address breaks instead of spilling out.
  await page.goto('/participant/participant-management/participant-details');
  await page.getByRole('link', { name: /My settings/ }).click();
  await expect(page.getByRole('button', { name: 'Remove passphrase' })).toBeVisible();
  await expect(page.getByText(/^You sign in with .*participant@example\.org/)).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  expect.soft(await spills(page), 'my settings').toEqual({ sideways: 0, cut: [] });

  // Above each message, the author's name and kind (and the time beside them) wrap rather than being cut.
  await page.goto('/participant/inbox');
  await page.getByRole('link', { name: /Child care assistance application/ }).click();
  const authors = page.locator('main article [id^="message-"]');
  await expect(authors.first()).toBeVisible();
  expect.soft(await overflowing(authors), 'author rows').toEqual([]);
  expect
    .soft(await overflowing(page.locator('main article :has(> [id^="message-"])')), 'author and time')
    .toEqual([]);

  // The public header (the brand and Sign out, as on the access-denied page) is no wider than the screen.
  await page.goto('/staff/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect.soft(await overflowing(page.locator('header')), 'public header').toEqual([]);
  expect.soft(await spills(page), 'access denied').toEqual({ sideways: 0, cut: [] });
});

test('at 200% text on a 320 px phone: the not-found page fits the width', async ({ page }) => {
  await setLargeText(page);
  await signInAs(page, 'participant');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(await spills(page), 'not found').toEqual({ sideways: 0, cut: [] });
});
