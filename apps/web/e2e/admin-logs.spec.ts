import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAs } from './support.ts';

/** Today and n days earlier in Anchorage, as MM/DD/YYYY (what the date fields take) and YYYY-MM-DD (the URL). */
function anchorageDay(daysBack: number): { typed: string; iso: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Anchorage',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const day = new Date(Date.UTC(+parts.year!, +parts.month! - 1, +parts.day! - daysBack));
  const iso = day.toISOString().slice(0, 10);
  return { iso, typed: `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` };
}

/** Follows a link of the main navigation, then moves the pointer off it (a hovered item is not what axe should judge). */
async function openFromNavigation(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name }).click();
  await page.mouse.move(0, 0);
}

/** The rows of the log table on screen. */
const logRows = (page: Page) => page.getByRole('table', { name: /^Entries / }).locator('tbody tr');

test.describe('admin logs and help links', () => {
  test.setTimeout(120_000);

  test('the administrator reads, filters and exports the logs; a changed help link reaches participants', async ({
    page,
    browser,
  }) => {
    const from = anchorageDay(13);
    const to = anchorageDay(0);
    /** How many entries the filtered list says it has (all pages). */
    let shown = 0;

    await test.step('the administrator opens the admin logs', async () => {
      await signInAs(page, 'admin');
      await openFromNavigation(page, 'Admin logs');
      await expect(page).toHaveURL(/\/admin-logs$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin logs' })).toBeVisible();
    });

    await test.step('the chart of the demo history has a text alternative; sensitive-info access stands out', async () => {
      const chart = page.getByRole('figure', { name: 'Activity per day' });
      await expect(chart.getByRole('img', { name: /^Bar chart of activity per day/ })).toBeVisible();
      await expect(chart.locator('path.recharts-rectangle').first()).toBeVisible();
      await expect(
        chart.getByText(/activity-log entries in 30 days, \d+ sensitive-info access/),
      ).toBeVisible();
      const sensitive = logRows(page).and(page.locator('[data-sensitive]'));
      await expect(sensitive.first()).toBeVisible();
      await expect(sensitive.first().getByText('Sensitive-info access')).toBeVisible();
      await expectAccessible(page, 'admin logs, activity');
    });

    await test.step('sensitive access only, last two weeks: kept in the URL across a reload', async () => {
      await page.getByRole('switch', { name: 'Sensitive-info access only' }).check();
      await expect(page).toHaveURL(/kind=sensitive-info-access/);
      await page.getByLabel(/^From/).fill(from.typed);
      await page.getByLabel(/^To/).fill(to.typed);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(new RegExp(`from=${from.iso}.*to=${to.iso}`));
      await page.reload();
      await expect(page.getByLabel(/^From/)).toHaveValue(from.typed);
      await expect(page.getByRole('switch', { name: 'Sensitive-info access only' })).toBeChecked();
      await expect(logRows(page).first()).toBeVisible();
      const onPage = await logRows(page).count();
      expect(onPage).toBeGreaterThan(0);
      await expect(logRows(page).and(page.locator('[data-sensitive]'))).toHaveCount(onPage);
      const caption = await page
        .getByRole('table', { name: /^Entries / })
        .locator('caption')
        .innerText();
      shown = Number(/of ([\d,]+)/.exec(caption)?.[1]?.replaceAll(',', ''));
      await expectAccessible(page, 'admin logs, filtered');
    });

    await test.step('the CSV of these filters: a header and sensitive-info access rows only', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: /Download CSV of the activity log/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`activity-log_${from.iso}_to_${to.iso}.csv`);
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const [header, ...rows] = csv.trim().split(/\r\n/);
      expect(header).toBe(
        'Time (UTC),Time (America/Anchorage),Kind,Kind (in words),Actor,Actor email,Participant ID,Participant,Message,' +
          'Detail',
      );
      expect(rows).toHaveLength(shown);
      expect(
        rows.every(
          (row) => row.split(',').slice(2, 4).join() === 'sensitive-info-access,Sensitive-info access',
        ),
      ).toBe(true);
      // The toast says so; closed here, so that it is not fading out while a later step's axe scan runs.
      const toast = page
        .getByRole('alert')
        .filter({ hasText: `${download.suggestedFilename()} downloaded.` });
      await expect(toast).toBeVisible();
      await toast.getByRole('button', { name: 'Close notification' }).click();
      await expect(toast).toBeHidden();
    });

    await test.step('user actions by category, with readable labels', async () => {
      await page.getByRole('tab', { name: 'User actions' }).click();
      await expect(page).toHaveURL(/tab=user-actions/);
      await page
        .getByLabel(/^Category/)
        .first()
        .click();
      await page.getByRole('option', { name: 'Service searches' }).click();
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/category=SVC_SEARCH/);
      await expect(logRows(page).first()).toContainText('Service searches');
      await expect(logRows(page).filter({ hasNotText: 'Service searches' })).toHaveCount(0);
      await expect(page.getByRole('figure', { name: 'User actions per day' })).toBeVisible();
      await expectAccessible(page, 'admin logs, user actions');
    });

    await test.step('the administrator changes a help link', async () => {
      await openFromNavigation(page, 'Help links');
      await expect(page.getByRole('heading', { level: 1, name: 'Help links' })).toBeVisible();
      await expectAccessible(page, 'help links');
      await page.getByRole('button', { name: 'Edit Alaska 211' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit help link' });
      await dialog.getByLabel(/^Title/).fill('Alaska 211 help line');
      const url = dialog.getByLabel(/^Web address/);
      await url.fill('javascript:alert(1)');
      await url.blur();
      await expect(dialog.getByText(/Enter a full web address/)).toBeVisible();
      await url.fill('https://alaska211.org/get-help');
      await expect(
        dialog.getByRole('link', { name: 'Alaska 211 help line (opens in a new tab)' }),
      ).toBeVisible();
      await expectAccessible(page, 'help link dialog');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('rowheader', { name: /Alaska 211 help line/ })).toBeVisible();
    });

    await test.step('a participant sees it on the dashboard, opening safely in a new tab', async () => {
      const participantContext = await browser.newContext();
      const participant = await participantContext.newPage();
      await signInAs(participant, 'participant');
      const card = participant.getByRole('region', { name: 'Helpful links' });
      const link = card.getByRole('link', { name: 'Alaska 211 help line (opens in a new tab)' });
      await expect(link).toHaveAttribute('href', 'https://alaska211.org/get-help');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expectAccessible(participant, 'participant dashboard with helpful links');
      await participantContext.close();
    });
  });

  test("a plugin switch changes the administrator's own navigation at once, and survives a reload", async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Webhooks' })).toBeVisible();
    await openFromNavigation(page, 'Plugins');
    await expect(page.getByRole('heading', { level: 1, name: 'Plugins' })).toBeVisible();
    await expect(page.getByText(/next browser session/)).toBeVisible();
    await expectAccessible(page, 'plugins');

    const webhooks = page.getByRole('switch', { name: 'Webhooks' });
    await expect(webhooks).toBeChecked();
    // By keyboard, as a screen-reader user would: focus the switch, press Space.
    await webhooks.focus();
    await page.keyboard.press('Space');
    await expect(nav.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Webhooks' })).not.toBeChecked();
    await expect(nav.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);

    await page.getByRole('switch', { name: 'Webhooks' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: 'Webhooks' })).toBeChecked();
    await expect(nav.getByRole('link', { name: 'Webhooks' })).toBeVisible();
  });

  test('the administrator adds an application answered by a team, then deactivates it', async ({ page }) => {
    await signInAs(page, 'admin');
    await openFromNavigation(page, 'Applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Housing assistance' })).toBeVisible();
    await expectAccessible(page, 'applications');

    await page.getByRole('button', { name: 'Add an application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an application' });
    await dialog.getByLabel(/^Name/).fill('Youth programs');
    await dialog.getByLabel(/^Description/).fill('Summer jobs and after-school activities.');
    await dialog
      .getByLabel(/^Answering team/)
      .first()
      .click();
    await page.getByRole('option', { name: 'Family Services' }).click();
    await expectAccessible(page, 'add an application');
    await dialog.getByRole('button', { name: 'Add application' }).click();
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Youth programs' }) });
    await expect(row).toContainText('Family Services');
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Deactivate Youth programs' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Youth programs?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: 'Activate Youth programs' })).toBeVisible();
  });
});
