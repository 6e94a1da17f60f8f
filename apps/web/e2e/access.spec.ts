import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support.ts';

test('a participant opening any staff page lands on access denied', async ({ page }) => {
  await signInAs(page, 'participant');
  for (const path of [
    '/staff/dashboard',
    '/staff/inbox',
    '/staff/participant-management/search',
    '/team-management',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/access-denied/);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'access denied');
  // Opened a staff link by mistake: the page says whose account this is, and signing out is one press away.
  await expect(page.getByText('You are signed in as')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('staff without the Administrator role cannot open team management, webhooks or admin logs', async ({
  page,
}) => {
  await signInAs(page, 'supervisor');
  for (const path of [
    '/team-management',
    '/team-management/create',
    '/webhooks',
    '/webhooks/create',
    '/admin-logs',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/access-denied/);
  }
});

test('staff opening the participant area land on access denied', async ({ page }) => {
  await signInAs(page, 'staff');
  await page.goto('/participant/dashboard');
  await expect(page).toHaveURL(/\/access-denied/);
});

test('an unknown address shows a not-found page with a way back', async ({ page }) => {
  await signInAs(page, 'staff');
  await page.goto('/staff/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await expect(page.getByRole('link', { name: /dashboard|home/i }).first()).toBeVisible();
});

test('staff without TeamInbox.Access in any team cannot open the team inbox', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/staff/team-inbox');
  await expect(page).toHaveURL(/\/access-denied/);
});
