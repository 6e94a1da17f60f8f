import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

export const PASSWORD = 'Casework!demo1';
export const ACCOUNTS = {
  admin: { email: 'admin@example.org', name: 'Ada Okpik', home: '/staff/dashboard' },
  supervisor: { email: 'supervisor@example.org', name: 'Martha Nanouk', home: '/staff/dashboard' },
  staff: { email: 'staff@example.org', name: 'Daniel Kasayulie', home: '/staff/dashboard' },
  participant: { email: 'participant@example.org', name: 'Lena Andrews', home: '/participant/dashboard' },
  participant2: { email: 'participant2@example.org', name: 'Joseph Nicolai', home: '/participant/dashboard' },
} as const;
export type Account = keyof typeof ACCOUNTS;

/** Fills and sends the sign-in form on the page that is open. */
export async function submitSignIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from the sign-in page and waits for the account's dashboard. */
export async function signInAs(page: Page, who: Account): Promise<void> {
  await page.goto('/sign-in');
  await submitSignIn(page, ACCOUNTS[who].email);
  await expect(page).toHaveURL(new RegExp(`${ACCOUNTS[who].home}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Waits until no finite animation or transition is running (a toast fading in or out, a dialog opening, a hovered
 * button changing colour): axe measures the colours of the frame it sees, and a passing frame is not the page at
 * rest. Endless ones (a loader's spin) are not waited for.
 */
async function pageAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Runs axe once the page is at rest and fails on any serious or critical violation, listing them. */
async function expectNoSeriousViolations(page: Page, axe: AxeBuilder, context: string): Promise<void> {
  await pageAtRest(page);
  const results = await axe.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, `axe on ${context}`).toEqual([]);
}

/** Scans the page with axe and fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  // The pointer stays where the last click was: a hovered or pressed button mid-transition is not the page at rest,
  // and axe would measure the colours of that passing frame.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(250);
  await expectNoSeriousViolations(page, new AxeBuilder({ page }), context);
}

/**
 * With a modal dialog open, the page behind is inert (aria-modal, focus kept in the dialog, covered by the overlay):
 * axe checks the dialog, where a scan of the whole page would measure the covered content through the overlay.
 */
export async function expectDialogAccessible(page: Page, context: string): Promise<void> {
  const dialog = page.locator('[role="dialog"][aria-modal="true"]');
  await expect(dialog).toHaveCount(1);
  await expectNoSeriousViolations(
    page,
    new AxeBuilder({ page }).include('[role="dialog"][aria-modal="true"]'),
    context,
  );
}

/** The navigation labels shown in the app shell. */
export async function navigationLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav).toBeVisible();
  // Each link's name as a screen reader has it: a count beside an item ("Inbox" with its unread number, a badge
  // hidden from assistive technology) is not part of the item's label.
  const names = await nav.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const copy = link.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"], [hidden]').forEach((hidden) => hidden.remove());
      return (copy.textContent ?? '').trim();
    }),
  );
  return names.filter(Boolean);
}

/** A page of its own browser context (a second person at another computer), signed in as `who`. */
export async function signedInPage(browser: Browser, who: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, who);
  return page;
}

/** Types into a rich-text editor (the Tiptap region named `label`). */
export async function typeRichText(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.type(text);
}

/** As the participant: a new message to Family Services ("Tribal TANF & family services"), back on the inbox. */
export async function writeToFamilyServices(page: Page, subject: string, text: string): Promise<void> {
  await page.goto('/participant/inbox');
  await page.getByRole('link', { name: 'New message' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
  await page.getByRole('radio', { name: 'Tribal TANF & family services' }).check();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await typeRichText(page, 'Message', text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/participant\/inbox\?.*messageSuccess=true/);
  await expect(page.getByText('Your message was sent.')).toBeVisible();
}

/** Requests to `url` wait until `release()` is called; `requests()` counts those made so far. */
export async function holdBack(
  page: Page,
  url: string | RegExp,
): Promise<{ release: () => void; requests: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requests = 0;
  await page.route(url, async (route) => {
    requests += 1;
    await released;
    await route.continue();
  });
  return { release, requests: () => requests };
}
