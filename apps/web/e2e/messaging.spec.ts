import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectDialogAccessible,
  holdBack,
  signInAs,
  signedInPage,
  typeRichText,
  writeToFamilyServices,
} from './support.ts';

/** The access token of the page's session (for a call the screens would never make). */
async function accessTokenOf(page: Page): Promise<string> {
  const session = await page.evaluate(async () => {
    const response = await fetch('/api/auth/session', { credentials: 'include' });
    return (await response.json()) as { accessToken?: string };
  });
  if (!session.accessToken) throw new Error('no access token in the session');
  return session.accessToken;
}

test.describe('secure messaging', () => {
  test('a participant writes to a team; a case worker sees it live, assigns, replies with a file; referral; unresponded; archive', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const subject = `Heating fuel question ${stamp}`;

    // The case worker has the Family Services team inbox open before the message is written.
    const staff = await signedInPage(browser, 'staff');
    await staff.goto('/staff/team-inbox');
    await expect(staff.getByRole('combobox', { name: 'Team' })).toHaveValue('Family Services');
    await expect(staff.getByRole('list', { name: 'Open threads' })).toBeVisible();
    await expectAccessible(staff, 'team inbox');

    const participant = await signedInPage(browser, 'participant');
    await writeToFamilyServices(
      participant,
      subject,
      'Our fuel tank is nearly empty. Can you help before the cold snap?',
    );
    await expectAccessible(participant, 'participant inbox after sending');

    // Live: the new thread appears in the open team inbox without a reload.
    const row = staff.getByRole('link', { name: `Unread: ${subject}` });
    await expect(row).toBeVisible({ timeout: 10_000 });
    await row.click();
    const thread = staff.getByRole('region', { name: subject });
    await expect(thread.getByText('Our fuel tank is nearly empty.')).toBeVisible();
    await thread.getByRole('button', { name: 'Assign to me' }).click();
    await expect(staff.getByText('The thread is assigned to you')).toBeVisible();
    await expect(thread.getByText(/Assigned to Daniel Kasayulie|Daniel Kasayulie/).first()).toBeVisible();

    // The participant opens the thread and keeps it open.
    await participant.getByRole('link', { name: subject }).click();
    const participantThread = participant.getByRole('region', { name: subject });
    await expect(participantThread.getByText('Our fuel tank is nearly empty.')).toBeVisible();

    // The case worker replies with a file.
    await typeRichText(staff, 'Reply', 'Yes: we can send an emergency delivery. The form is attached.');
    await thread.locator('input[type="file"]').setInputFiles({
      name: 'fuel-form.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Emergency fuel request form\nName:\nAddress:\n'),
    });
    await expect(thread.getByText('fuel-form.txt')).toBeVisible();
    await expectAccessible(staff, 'thread with a reply being written');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByText('Reply sent')).toBeVisible();

    // Live on the participant's side: the reply and its file, without a reload; the file downloads.
    await expect(participantThread.getByText('Yes: we can send an emergency delivery.')).toBeVisible({
      timeout: 10_000,
    });
    const fileButton = participantThread.getByRole('button', { name: /fuel-form\.txt/ });
    await expect(fileButton).toBeVisible({ timeout: 10_000 });
    const [download] = await Promise.all([participant.waitForEvent('download'), fileButton.click()]);
    expect(download.suggestedFilename()).toBe('fuel-form.txt');
    await expectAccessible(participant, 'participant thread with a reply');

    // Referral to another team, with a reason: the flags come back to the inbox.
    await thread.getByRole('button', { name: 'More actions', exact: true }).click();
    await staff.getByRole('menuitem', { name: 'Refer…' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Refer the thread to another team' });
    await dialog.getByRole('combobox', { name: 'Team' }).click();
    await staff.getByRole('option', { name: 'Housing & Energy Assistance' }).click();
    await dialog
      .getByRole('textbox', { name: 'Reason' })
      .fill('Fuel deliveries are handled by the energy team.');
    await expectDialogAccessible(staff, 'refer dialog');
    await dialog.getByRole('button', { name: 'Refer thread' }).click();
    await expect(staff).toHaveURL(/threadReferSuccess=true/);
    await expect(staff).toHaveURL(/referredToTeam=Housing/);
    await expect(staff.getByText('The thread was referred to Housing & Energy Assistance.')).toBeVisible();
    // The participant sees where the thread went.
    await expect(participantThread.getByText('Housing & Energy Assistance').first()).toBeVisible({
      timeout: 10_000,
    });

    // A second message waits for Family Services: the supervisor sees it on the unresponded list.
    const waiting = `Custody paperwork ${stamp}`;
    await writeToFamilyServices(participant, waiting, 'Who can help me with the custody forms?');
    const supervisor = await signedInPage(browser, 'supervisor');
    await supervisor.goto('/staff/team-inbox');
    await supervisor.getByRole('combobox', { name: 'Team' }).click();
    await supervisor.getByRole('option', { name: 'Family Services' }).click();
    await expect(supervisor).toHaveURL(/team=/);
    await supervisor.getByRole('link', { name: /^Waiting for a reply/ }).click();
    await expect(supervisor).toHaveURL(/\/staff\/team-inbox\/[^/]+\/unresponded-messages/);
    const unresponded = supervisor.getByRole('listitem').filter({ hasText: waiting });
    await expect(unresponded).toBeVisible();
    await expect(unresponded.getByText(/Waiting/)).toBeVisible();
    await expectAccessible(supervisor, 'unresponded messages');

    // Archive and unarchive, as the participant.
    await participant.getByRole('link', { name: waiting }).click();
    const waitingThread = participant.getByRole('region', { name: waiting });
    await waitingThread.getByRole('button', { name: 'Archive' }).click();
    await expect(participant.getByText('Conversation archived')).toBeVisible();
    await expect(participant.getByRole('link', { name: waiting })).toBeHidden();
    await participant
      .getByRole('navigation', { name: 'Inbox views' })
      .getByRole('link', { name: /^Archive/ })
      .click();
    await expect(participant).toHaveURL(/\/participant\/inbox\/archive/);
    await participant.getByRole('link', { name: waiting }).click();
    await participant
      .getByRole('region', { name: waiting })
      .getByRole('button', { name: 'Move back to inbox' })
      .click();
    await expect(participant.getByText('Moved back to the inbox')).toBeVisible();
    await participant
      .getByRole('navigation', { name: 'Inbox views' })
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await expect(participant.getByRole('link', { name: waiting })).toBeVisible();

    await Promise.all([staff.context().close(), participant.context().close(), supervisor.context().close()]);
  });

  test('archiving selected conversations says so and offers Undo, which brings them back', async ({
    browser,
  }) => {
    const subject = `Bulk archive ${Date.now().toString(36)}`;
    const participant = await signedInPage(browser, 'participant');
    await writeToFamilyServices(participant, subject, 'Please file this one away.');
    await participant.getByRole('checkbox', { name: `Select “${subject}”` }).check();
    await participant.getByRole('button', { name: 'Archive', exact: true }).click();
    // The conversation leaves the list, and the selection's bar with it: the toast still comes.
    await expect(participant.getByText('1 conversation archived.')).toBeVisible();
    await expect(participant.getByRole('link', { name: subject })).toBeHidden();
    await participant.getByRole('button', { name: 'Undo' }).click();
    await expect(participant.getByText('1 conversation moved back to the inbox.')).toBeVisible();
    await expect(participant.getByRole('link', { name: subject })).toBeVisible();
    await participant.context().close();
  });

  test('a hostile message shows as text and runs nothing', async ({ browser }) => {
    const stamp = Date.now().toString(36);
    const subject = `Hostile ${stamp}`;
    const participant = await signedInPage(browser, 'participant');
    // Typed into the editor, markup is text.
    const typed = '<img src=x onerror="window.__pwned=1">';
    await writeToFamilyServices(participant, subject, typed);
    await participant.getByRole('link', { name: subject }).click();
    const thread = participant.getByRole('region', { name: subject });
    await expect(thread.getByText(typed)).toBeVisible();

    // Sent as raw HTML through the API: the server's allow-list and the view's own pass leave text only.
    const threadId = new URL(participant.url()).searchParams.get('thread');
    expect(threadId).toBeTruthy();
    const token = await accessTokenOf(participant);
    const posted = await participant.request.post(`/api/v1/threads/${threadId}/replies`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        body:
          '<p>Plain words<img src=x onerror="window.__pwned=2"><script>window.__pwned=3</script>' +
          '<a href="javascript:window.__pwned=4">click me</a><iframe srcdoc="<script>parent.__pwned=5</script>"></iframe></p>',
      },
    });
    expect(posted.status()).toBe(201);

    // The case worker opens it.
    const staff = await signedInPage(browser, 'staff');
    await staff.goto(`/staff/team-inbox?thread=${threadId}`);
    const staffThread = staff.getByRole('region', { name: subject });
    await expect(staffThread.getByText('Plain words')).toBeVisible();
    await expect(staffThread.getByText(typed)).toBeVisible();
    await expect(staffThread.getByText('click me')).toBeVisible();
    const messages = staffThread.getByRole('list', { name: 'Messages' });
    await expect(messages.locator('img, script, iframe')).toHaveCount(0);
    await expect(messages.locator('a[href^="javascript:" i]')).toHaveCount(0);
    for (const page of [participant, staff]) {
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    }
    await Promise.all([staff.context().close(), participant.context().close()]);
  });

  test('a case worker reads the inbox thread after thread with Alt+Down and Alt+Up, but not from the reply', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'staff');
    await page.goto('/staff/inbox');
    const rows = page.locator('a[data-thread-id]');
    await expect(rows.nth(2)).toBeVisible();
    const ids = await rows.evaluateAll((links) =>
      links.map((link) => (link as HTMLElement).dataset.threadId),
    );
    const pane = page.getByRole('region', { name: 'Open thread' });
    await expect(pane).toContainText('Alt + ↓ opens the next thread');

    await rows.nth(0).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page).toHaveURL(new RegExp(`thread=${ids[0]}`));
    await expect(pane).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page).toHaveURL(new RegExp(`thread=${ids[1]}`));
    await expect(pane.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page).toHaveURL(new RegExp(`thread=${ids[0]}`));

    // In the reply, the keys are the editor's: the thread stays.
    const reply = pane.getByRole('textbox').last();
    await reply.click();
    await page.keyboard.press('Alt+ArrowDown');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(new RegExp(`thread=${ids[0]}`));
    await expect(reply).toBeFocused();
    await page.context().close();
  });

  test('the inbox beside the thread still fits the window below the offline notice, which stays in view', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'staff');
    await page.goto('/staff/inbox');
    const pane = page.getByRole('region', { name: 'Open thread' });
    await expect(pane).toBeVisible();
    const fitsTheWindow = () =>
      page.evaluate(() => {
        const pane = document.querySelector('[role="region"][aria-label="Open thread"]')!;
        return {
          scrolled: window.scrollY,
          pageTaller: document.documentElement.scrollHeight > window.innerHeight,
          paneBelowTheWindow: pane.getBoundingClientRect().bottom > window.innerHeight,
        };
      });
    const fitting = { scrolled: 0, pageTaller: false, paneBelowTheWindow: false };
    expect(await fitsTheWindow()).toEqual(fitting);

    await page.context().setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(notice).toBeInViewport();
    await expect.poll(fitsTheWindow).toEqual(fitting);

    await page.context().setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect.poll(fitsTheWindow).toEqual(fitting);
    await page.context().close();
  });

  test("on a phone, the first press on the idle reply box's buttons does what it says", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInAs(page, 'participant');
    await page.goto('/participant/inbox');
    await page.getByRole('link', { name: /Parenting class schedule/ }).click();
    const thread = page.getByRole('region', { name: 'Parenting class schedule' });
    const send = thread.getByRole('button', { name: 'Send reply' });
    await expect(send).toBeVisible();
    // Nothing written: the one press asks for a message (it used to open the box up and miss the button).
    await send.click();
    await expect(thread.getByRole('alert')).toHaveText('Write a message: it must contain some text');

    await page.reload();
    const attach = thread.getByRole('button', { name: 'Attach files' });
    await expect(attach).toBeVisible();
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await attach.click();
    await chooser;
    await context.close();
  });

  test('a supervisor who opens the team member inboxes before the teams arrive lands on the first member', async ({
    page,
  }) => {
    await signInAs(page, 'supervisor');
    // The team's members are held back until the popover is open.
    const teams = await holdBack(page, '**/api/v1/teams/*');
    await page.goto('/staff/inbox');
    const button = page.getByRole('button', { name: 'Team member inboxes' });
    // The popover's own button, once its code has loaded.
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.focus();
    await button.press('Enter');
    await expect(page.getByRole('dialog')).toBeFocused();

    teams.release();
    await expect(page.getByRole('link', { name: 'Jacob Alexie' })).toBeFocused();
  });

  test('a supervisor who opens the team member inboxes while its code loads gets the focus back on Escape', async ({
    page,
  }) => {
    await signInAs(page, 'supervisor');
    // The popover's code is held back until its stand-in button has been pressed.
    const code = await holdBack(page, '**/assets/team-member-inboxes-menu-*.js');
    await page.goto('/staff/inbox');
    const button = page.getByRole('button', { name: 'Team member inboxes' });
    // The stand-in: no popover behind it yet.
    await expect(button).not.toHaveAttribute('aria-haspopup');
    await button.focus();
    await button.press('Enter');

    code.release();
    await expect(page.getByRole('link', { name: 'Jacob Alexie' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
