import { expect, test } from '@playwright/test';
import { expectAccessible, signedInPage, writeToFamilyServices } from './support.ts';

test.describe('quick messages', () => {
  test('a case worker makes a category and a quick message with a variable and a file, replies with it; the participant gets it filled in, with the file', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const category = `Heating ${stamp}`;
    const name = `Heater repair ${stamp}`;
    const subject = `Our heater broke ${stamp}`;

    const participant = await signedInPage(browser, 'participant');
    await writeToFamilyServices(participant, subject, 'The heater stopped working last night.');

    // From the team inbox to its quick messages: the demo ones are there, by category.
    const staff = await signedInPage(browser, 'staff');
    await staff.goto('/staff/team-inbox');
    await expect(staff.getByRole('combobox', { name: 'Team' })).toHaveValue('Family Services');
    await staff.getByRole('link', { name: 'Quick messages' }).click();
    await expect(staff).toHaveURL(/\/staff\/team-inbox\/[^/]+\/quick-messages$/);
    await expect(staff.getByRole('heading', { level: 1, name: 'Quick messages' })).toBeVisible();
    const team = staff.getByRole('region', { name: 'Family Services' });
    await expect(team.getByRole('heading', { name: 'Welcome to Family Services' })).toBeVisible();
    await expect(
      staff.getByRole('region', { name: 'Categories' }).getByRole('link', { name: /Edit category Intake/ }),
    ).toBeVisible();
    await expectAccessible(staff, 'quick messages list');

    // A category.
    await staff.getByRole('link', { name: 'New category' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'New category' })).toBeVisible();
    await staff.getByRole('textbox', { name: 'Name' }).fill(category);
    await staff.getByRole('button', { name: 'Create category' }).click();
    await expect(staff.getByText(`Category created: ${category}`)).toBeVisible();
    await expect(staff).toHaveURL(/\/quick-messages$/);

    // A quick message in it, with a variable from the picker and a file.
    await staff.getByRole('link', { name: 'New quick message' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'New quick message' })).toBeVisible();
    await staff.getByRole('textbox', { name: 'Name' }).fill(name);
    await staff.getByRole('combobox', { name: 'Categories' }).click();
    await staff.getByRole('option', { name: category }).click();
    await staff.keyboard.press('Escape');
    const body = staff.getByRole('textbox', { name: /^Message/ });
    await body.click();
    await staff.keyboard.type('Hello ');
    await staff.getByRole('button', { name: 'Insert variable' }).click();
    await staff.getByRole('menuitem', { name: /Participant's first name/ }).click();
    await expect(body).toContainText('Hello {participant.firstName}');
    await staff.keyboard.type(', a technician will come to look at the heater. The checklist is attached.');
    await expect(staff.getByRole('region', { name: 'Preview' })).toContainText(
      'Hello Lena, a technician will come',
    );
    await staff
      .getByRole('region', { name: 'Files' })
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'heater-checklist.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Before the visit: clear the space around the heater.\n'),
      });
    await expect(staff.getByRole('button', { name: 'Remove heater-checklist.txt' })).toBeVisible();
    await expectAccessible(staff, 'new quick message');
    await staff.getByRole('button', { name: 'Save quick message' }).click();
    await expect(staff.getByText(`Quick message saved: ${name}`)).toBeVisible();
    await expect(staff).toHaveURL(/\/quick-messages$/);
    const card = staff.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('1 file')).toBeVisible();
    await expect(team.getByRole('heading', { level: 3, name: new RegExp(category) })).toBeVisible();

    // Its edit page lists the uploaded file.
    await card.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Edit quick message' })).toBeVisible();
    await expect(staff.getByRole('cell', { name: 'heater-checklist.txt', exact: true })).toBeVisible();
    await expect(staff.getByRole('textbox', { name: /^Message/ })).toContainText(
      'Hello {participant.firstName}',
    );
    await expectAccessible(staff, 'edit quick message');
    await staff.getByRole('link', { name: 'Cancel' }).click();
    await expect(staff).toHaveURL(/\/quick-messages$/);

    // The reply: Ctrl+/ opens the picker, type to search, Enter inserts it filled in for this thread.
    await staff.goto('/staff/team-inbox');
    await staff.getByRole('link', { name: new RegExp(subject) }).click();
    const thread = staff.getByRole('region', { name: subject });
    await expect(thread.getByText('The heater stopped working last night.')).toBeVisible();
    const reply = thread.getByRole('textbox', { name: 'Reply', exact: true });
    await reply.click();
    await staff.keyboard.press('Control+/');
    const search = staff.getByRole('combobox', { name: 'Search quick messages' });
    await expect(search).toBeFocused();
    await search.fill(`heater repair ${stamp}`);
    await expect(staff.getByRole('option', { name: new RegExp(name) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAccessible(staff, 'quick-message picker');
    await search.press('Enter');
    await expect(search).toBeHidden();
    await expect(reply).toContainText('Hello Lena, a technician will come to look at the heater.');
    await expect(thread.getByText('heater-checklist.txt')).toBeVisible();
    await expect(thread.getByText(`from template “${name}”`)).toBeVisible();
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByText('Reply sent')).toBeVisible();

    // The participant reads the filled-in text and gets the file.
    await participant.goto('/participant/inbox');
    await participant.getByRole('link', { name: new RegExp(subject) }).click();
    const received = participant.getByRole('region', { name: subject });
    await expect(
      received.getByText('Hello Lena, a technician will come to look at the heater.'),
    ).toBeVisible();
    await expect(received.getByText('{participant.firstName}')).toHaveCount(0);
    const file = received.getByRole('button', { name: /heater-checklist\.txt/ });
    await expect(file).toBeVisible();
    const [download] = await Promise.all([participant.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe('heater-checklist.txt');
  });
});
