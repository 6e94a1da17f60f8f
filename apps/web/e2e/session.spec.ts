import { expect, test } from '@playwright/test';
import { PLUGIN_CACHE_KEY } from '@casework/contract';
import { holdBack, signInAs } from './support.ts';

test('the session is refreshed before the access token expires and the API keeps answering', async ({
  page,
}) => {
  // The e2e server issues tokens that expire 10 min 3 s after minting, so the refresh is due 3 s after sign-in.
  const tokens: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/auth/session') && response.ok()) {
      const body = (await response.json().catch(() => null)) as { accessToken?: string } | null;
      if (body?.accessToken) tokens.push(body.accessToken);
    }
  });
  await signInAs(page, 'staff');
  await expect.poll(() => new Set(tokens).size, { timeout: 15_000 }).toBeGreaterThan(1);
  const status = await page.evaluate(async (token) => {
    const response = await fetch('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
    return response.status;
  }, tokens.at(-1)!);
  expect(status).toBe(200);
});

test('a session is shared across tabs: signing out in one signs out the other', async ({ page, context }) => {
  await signInAs(page, 'staff');
  const other = await context.newPage();
  await other.goto('/staff/dashboard');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(other).toHaveURL(/\/sign-in/, { timeout: 15_000 });
});

test('the plugin list is loaded once per browser session and the shell waits for it', async ({ page }) => {
  const plugins = await holdBack(page, '**/api/admin/plugins');
  await page.goto('/sign-in');
  await page.waitForTimeout(500);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  plugins.release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await page.goto('/sign-in?error=SessionRequired');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(plugins.requests()).toBe(1);
  const cached = await page.evaluate((key) => sessionStorage.getItem(key), PLUGIN_CACHE_KEY);
  expect(JSON.parse(cached ?? 'null')).toBeTruthy();
});

test('a session ended on the server signs the app out at its next API call or session refresh', async ({
  page,
}) => {
  await signInAs(page, 'staff');
  // End the session on the server behind the app's back.
  await page.evaluate(async () => {
    const csrf = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
    await fetch('/api/auth/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl: '/sign-in' }),
    });
  });
  // The next screen's API call answers 401 and the app goes to the sign-out URL — unless its own session refresh
  // (due seconds after sign-in with the e2e server's short tokens) notices first. Either way it must sign out.
  await page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: 'Participants' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/sign-in/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
