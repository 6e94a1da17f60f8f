import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  expectAccessible,
  navigationLabels,
  signInAs,
  submitSignIn,
  type Account,
} from './support.ts';

const NAVIGATION: Record<Account, string[]> = {
  admin: [
    'Dashboard',
    'Participants',
    'Inbox',
    'Find a service',
    'Team management',
    'Applications',
    'Help links',
    'Plugins',
    'Webhooks',
    'Admin logs',
  ],
  supervisor: ['Dashboard', 'Participants', 'Inbox', 'Team inbox', 'Find a service'],
  staff: ['Dashboard', 'Participants', 'Inbox', 'Team inbox', 'Find a service'],
  participant: ['Dashboard', 'Inbox', 'Find a service', 'My details'],
  participant2: ['Dashboard', 'Inbox', 'Find a service', 'My details'],
};

for (const who of Object.keys(ACCOUNTS) as Account[]) {
  test(`${who} signs in, sees their own dashboard and navigation, and signs out`, async ({ page }) => {
    await signInAs(page, who);
    await expect(page.getByText(ACCOUNTS[who].name).first()).toBeVisible();
    expect(await navigationLabels(page)).toEqual(NAVIGATION[who]);
    await expectAccessible(page, `${who} dashboard`);

    await page.getByRole('button', { name: /sign out/i }).click();
    // On a shared computer, the page the person is left on says that signing out worked.
    await expect(page).toHaveURL(/\/sign-in\?signedOut=true$/);
    await expect(page.getByTestId('sign-in-message')).toHaveText('You have signed out.');
    await page.goto(ACCOUNTS[who].home);
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/);
  });
}

test('the sign-in page says the same thing for a wrong password and an unknown e-mail', async ({ page }) => {
  await page.goto('/sign-in');
  await expectAccessible(page, 'sign-in page');
  await submitSignIn(page, ACCOUNTS.staff.email, 'wrong-password');
  const message = page.getByTestId('sign-in-message');
  await expect(message).toContainText('not right');
  // The text as toHaveText reads it (textContent: the message and its hint are two paragraphs, innerText would
  // put a line break between them).
  const first = (await message.textContent()) ?? '';
  expect(first).toContain('paused for a while');
  await submitSignIn(page, 'nobody@example.org', 'wrong-password');
  await expect(message).toHaveText(first);
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a signed-out user is sent to sign in and comes back to the page they asked for', async ({ page }) => {
  await page.goto('/staff/participant-management/search?lastName=Ivanoff');
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/);
  await expect(page.getByTestId('sign-in-message')).toHaveText('Please sign in to continue.');
  await submitSignIn(page, ACCOUNTS.staff.email);
  await expect(page).toHaveURL(/\/staff\/participant-management\/search\?lastName=Ivanoff$/);
});

test('the sign-in page explains error=SessionRequired in plain words', async ({ page }) => {
  await page.goto('/sign-in?error=SessionRequired');
  await expect(page.getByTestId('sign-in-message')).toContainText(/sign in/i);
});

test('a callbackUrl to another site is not followed', async ({ page }) => {
  await page.goto('/sign-in?callbackUrl=https%3A%2F%2Fevil.example%2Fsteal');
  await submitSignIn(page, ACCOUNTS.participant.email);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
});
