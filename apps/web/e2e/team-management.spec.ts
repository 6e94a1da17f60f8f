import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectDialogAccessible,
  navigationLabels,
  signInAs,
  submitSignIn,
} from './support.ts';

/** Adds a staff account through "Add staff member" and answers the temporary password the screen shows once. */
async function addStaffMember(
  page: Page,
  person: { email: string; firstName: string; lastName: string },
  password?: string,
): Promise<string> {
  await page.goto('/team-management?tab=staff');
  await expect(page.getByRole('tab', { name: 'Staff directory', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel(/^E-mail/).fill(person.email);
  await dialog.getByLabel(/^First name/).fill(`  ${person.firstName} `);
  await dialog.getByLabel(/^Last name/).fill(person.lastName);
  if (password) {
    await dialog.getByRole('radio', { name: 'Type a password' }).check();
    await dialog.getByLabel(/^Password/).fill(password);
  }
  await expectDialogAccessible(page, 'add staff member dialog');
  await dialog.getByRole('button', { name: 'Add staff member' }).click();

  const created = page.getByRole('dialog', { name: 'Account created' });
  await expect(created.getByText(`${person.firstName} ${person.lastName} can now sign in`)).toBeVisible();
  if (password) {
    await created.getByRole('button', { name: 'Done' }).click();
    return password;
  }
  const field = created.getByLabel(`Temporary password for ${person.firstName} ${person.lastName}`);
  await expect(field).toBeVisible();
  await expect(created.getByText('Copy this temporary password now')).toBeVisible();
  await expectDialogAccessible(page, 'temporary password shown once');
  const temporary = await field.inputValue();
  expect(temporary.length).toBeGreaterThanOrEqual(12);
  await created.getByRole('button', { name: /I have copied it/ }).click();
  await expect(created).toBeHidden();
  return temporary;
}

/** Creates a team through /team-management/create and waits for its page. */
async function createTeam(page: Page, name: string, description: string): Promise<void> {
  await page.goto('/team-management');
  await page.getByRole('link', { name: 'Create team' }).click();
  await expect(page).toHaveURL(/\/team-management\/create$/);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByText("Enter the team's name")).toBeVisible();
  await expectAccessible(page, 'create team, name missing');
  await page.getByLabel(/^Team name/).fill(`  ${name}  `);
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(/\/team-management\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`${name} is ready. Add its members next.`)).toBeVisible();
}

/** Adds staff to the open team page through the picker (search by name, tick, add). */
async function addMember(page: Page, teamName: string, search: string, fullName: string): Promise<void> {
  await page.getByRole('button', { name: 'Add members' }).click();
  const dialog = page.getByRole('dialog', { name: `Add members to ${teamName}` });
  await dialog.getByLabel('Find staff by name').fill(search);
  await dialog.getByRole('checkbox', { name: fullName }).check();
  await expect(dialog.getByText(`Chosen: ${fullName}`)).toBeVisible();
  await expectDialogAccessible(page, 'add members dialog');
  await dialog.getByRole('button', { name: `Add to ${teamName}` }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: `Members of ${teamName}` }).getByRole('link', { name: fullName }),
  ).toBeVisible();
}

async function signInElsewhere(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/sign-in');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/staff\/dashboard$/);
  return page;
}

test.describe('team management', () => {
  test('a new member gets a role with TeamInbox.Access and sees the team inbox on their next page load', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'admin');
    await page.goto('/team-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Team management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Family Services' })).toBeVisible();
    await expectAccessible(page, 'team management, teams');
    await page.getByLabel('Search teams').fill('elders');
    await expect(page.getByRole('link', { name: 'Elders Program' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Family Services' })).toHaveCount(0);

    const temporary = await addStaffMember(page, {
      email: 'riley.tester@example.org',
      firstName: 'Riley',
      lastName: 'Tester',
    });

    // Riley signs in with the temporary password: no team yet, so no team inbox.
    const riley = await signInElsewhere(browser, 'riley.tester@example.org', temporary);
    await expect(riley.getByRole('heading', { level: 1, name: 'Welcome, Riley' })).toBeVisible();
    await expect(riley.getByText(/You are not in a team yet/)).toBeVisible();
    expect(await navigationLabels(riley)).not.toContain('Team inbox');
    await expectAccessible(riley, 'dashboard of a member without a team');

    await createTeam(page, 'Youth Outreach', 'After-school programs and summer jobs');
    await expectAccessible(page, 'new team page');
    await addMember(page, 'Youth Outreach', 'Riley', 'Riley Tester');

    const roles = page.getByRole('group', { name: 'Roles of Riley Tester in Youth Outreach' });
    await roles.getByRole('checkbox', { name: 'Case Worker' }).check();
    await expect(page.getByText('Riley Tester is now Case Worker in Youth Outreach.')).toBeVisible();
    await expect(roles.getByRole('checkbox', { name: 'Case Worker' })).toBeChecked();
    await expect(
      page
        .getByRole('list', { name: 'Members of Youth Outreach' })
        .getByText('Team inbox access', { exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'team page with a member and a role');

    // On Riley's next page load the navigation offers the team inbox.
    await riley.reload();
    await expect(riley.getByRole('heading', { level: 1, name: 'Welcome, Riley' })).toBeVisible();
    await expect.poll(() => navigationLabels(riley)).toContain('Team inbox');
    await expect(riley.getByRole('region', { name: 'Your teams' }).getByText('Youth Outreach')).toBeVisible();
    await riley.context().close();

    // The member page shows the role in this team and can take it away again.
    await page.getByRole('link', { name: 'Riley Tester' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Riley Tester' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Case Worker/ })).toBeChecked();
    await expectAccessible(page, 'team member page');
  });

  test('deleting a team shows what moves to the receiving team, then removes it', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'admin');
    await createTeam(page, 'Pop-up Clinic', 'A team for one season');
    await addMember(page, 'Pop-up Clinic', 'Kasayulie', 'Daniel Kasayulie');

    await page.getByRole('button', { name: 'Delete team…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Pop-up Clinic' });
    await dialog.getByLabel('Move everything to').selectOption({ label: 'Elders Program' });
    await expect(dialog.getByRole('heading', { name: 'What moves to Elders Program' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: /^1 team membership$/ })).toBeVisible();
    await expectDialogAccessible(page, 'delete team: what will move');
    await dialog.getByRole('button', { name: 'Move to Elders Program and delete' }).click();

    await expect(page).toHaveURL(/\/team-management$/);
    await expect(page.getByText('Pop-up Clinic deleted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Elders Program' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pop-up Clinic' })).toHaveCount(0);
    await expectAccessible(page, 'team management after a deletion');

    await page.getByRole('link', { name: 'Elders Program' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Members of Elders Program' })
        .getByRole('link', { name: 'Daniel Kasayulie' }),
    ).toBeVisible();
  });

  test('the staff directory filters, deactivates (ending the session at once), reactivates and resets a password', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'admin');
    const password = 'Casework!casey-first';
    await addStaffMember(
      page,
      { email: 'casey.filter@example.org', firstName: 'Casey', lastName: 'Filter' },
      password,
    );
    const casey = await signInElsewhere(browser, 'casey.filter@example.org', password);

    const search = page.getByRole('search', { name: 'Search staff' });
    await search.getByLabel('Team').selectOption('Family Services');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/teamName=Family/);
    await expect(page.getByRole('row', { name: /Daniel Kasayulie/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Casey Filter/ })).toHaveCount(0);
    await expectAccessible(page, 'staff directory filtered by team');

    await search.getByRole('button', { name: 'Clear' }).click();
    await search.getByLabel('Last name').fill('filt');
    await search.getByLabel('Last name').press('Enter');
    const row = page.getByRole('row', { name: /Casey Filter/ });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row', { name: /Daniel Kasayulie/ })).toHaveCount(0);

    await row.getByRole('button', { name: 'Actions for Casey Filter' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Casey Filter?' });
    await expect(confirm.getByText(/signed out on every device at once/)).toBeVisible();
    await expectDialogAccessible(page, 'deactivate confirmation');
    await confirm.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(row.getByText('Inactive')).toBeVisible();

    // Casey's open session has ended: the next page load goes to the sign-in page.
    await casey.reload();
    await expect(casey).toHaveURL(/\/sign-in/);

    await row.getByRole('button', { name: 'Actions for Casey Filter' }).click();
    await page.getByRole('menuitem', { name: 'Reactivate' }).click();
    await page
      .getByRole('dialog', { name: 'Reactivate Casey Filter?' })
      .getByRole('button', { name: 'Reactivate account' })
      .click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Actions for Casey Filter' }).click();
    await page.getByRole('menuitem', { name: 'Reset password' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset the password of Casey Filter?' });
    await expectDialogAccessible(page, 'reset password confirmation');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    const done = page.getByRole('dialog', { name: 'Password reset' });
    const temporary = await done.getByLabel('Temporary password for Casey Filter').inputValue();
    expect(temporary).not.toBe(password);
    await done.getByRole('button', { name: /I have copied it/ }).click();

    await casey.goto('/sign-in');
    await submitSignIn(casey, 'casey.filter@example.org', temporary);
    await expect(casey).toHaveURL(/\/staff\/dashboard$/);
    await casey.context().close();
  });
});
