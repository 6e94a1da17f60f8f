import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** Scans the page with axe and fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  // The pointer stays where the last click was: a hovered or pressed button mid-transition is not the page at rest,
  // and axe would measure the colours of that passing frame.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).analyze();
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

/** The navigation labels shown in the app shell. */
export async function navigationLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}
