import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAs } from './support.ts';

const SOME_ID = '01900000-0000-7000-8000-000000000001';

/** Every staff-side route of SPEC §2, with sample ids. */
const STAFF_ROUTES = [
  '/staff/dashboard',
  '/staff/participant-management',
  '/staff/participant-management/search',
  '/staff/participant-management/add-participant',
  '/staff/participant-management/merge-participants',
  '/staff/participant-management/merge-participants/merge-wizard',
  '/staff/participant-management/participant-details',
  `/staff/participant-management/participant-details/ABCD-2345/settings`,
  '/staff/participant-management/recommend-participant',
  '/staff/inbox',
  '/staff/inbox/archive',
  `/staff/inbox/team-member-inbox/${SOME_ID}`,
  `/staff/inbox/team-member-inbox/${SOME_ID}/archive`,
  `/staff/inbox/${SOME_ID}/new-message?serviceTeamName=Family%20Services&subject=Help`,
  '/staff/team-inbox',
  '/staff/team-inbox/archive',
  `/staff/team-inbox/${SOME_ID}/quick-messages`,
  `/staff/team-inbox/${SOME_ID}/quick-messages/create`,
  `/staff/team-inbox/${SOME_ID}/quick-messages/${SOME_ID}/edit`,
  `/staff/team-inbox/${SOME_ID}/quick-messages/categories/create`,
  `/staff/team-inbox/${SOME_ID}/quick-messages/categories/${SOME_ID}/edit`,
  `/staff/team-inbox/${SOME_ID}/unresponded-messages`,
  '/staff/find-a-service',
  `/staff/find-a-service/service-details?serviceId=${SOME_ID}`,
  '/staff/find-a-service/create?step=Service',
  '/access-denied',
];

/** The administrator's own routes. */
const ADMIN_ROUTES = [
  '/team-management',
  '/team-management/create',
  '/team-management/applications',
  '/team-management/help-links',
  '/team-management/plugins',
  `/team-management/${SOME_ID}`,
  `/team-management/${SOME_ID}/member/${SOME_ID}`,
  '/webhooks',
  '/webhooks/create',
  `/webhooks/${SOME_ID}`,
  '/admin-logs',
];

const PARTICIPANT_ROUTES = [
  '/participant/dashboard',
  '/participant/participant-management/participant-details',
  '/participant/participant-management/participant-details/ABCD-2345/settings',
  '/participant/inbox',
  '/participant/inbox/archive',
  `/participant/inbox/${SOME_ID}/new-message`,
  '/participant/find-a-service',
  `/participant/find-a-service/service-details?serviceId=${SOME_ID}`,
];

async function visitAll(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.goto(route);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, route).toBeVisible();
    expect((await heading.innerText()).trim().length, `${route} has a title`).toBeGreaterThan(2);
    await expect(page, route).not.toHaveURL(/\/sign-in/);
    await expectAccessible(page, route);
  }
}

/**
 * Each page costs a load and an axe scan (0.7 s here, 2–3 s on CI), so the lists go in groups of six: a group stays
 * far inside its time limit on a slow machine, and a failure names a short list.
 */
function inGroupsOf<T>(size: number, items: T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

const ROUTE_SETS = [
  { what: 'staff route of SPEC §2', who: 'supervisor', routes: STAFF_ROUTES },
  { what: 'administration route', who: 'admin', routes: ADMIN_ROUTES },
  { what: 'participant route of SPEC §2', who: 'participant', routes: PARTICIPANT_ROUTES },
] as const;

for (const { what, who, routes } of ROUTE_SETS) {
  const groups = inGroupsOf(6, routes);
  groups.forEach((group, index) => {
    test(`every ${what} shows a titled, accessible page (${index + 1} of ${groups.length})`, async ({
      page,
    }) => {
      await signInAs(page, who);
      await visitAll(page, group);
    });
  });
}

test('participant screens work at 320 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAs(page, 'participant');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The closed navigation is off-screen: Tab does not stop on its links, and they are not in the accessibility tree.
  const menu = page.getByRole('button', { name: 'Open navigation' });
  await menu.focus();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const inNavigation = await page.evaluate(
      () => document.activeElement?.closest('#main-navigation') !== null,
    );
    expect(inNavigation, `Tab ${i + 1} stopped in the closed navigation`).toBe(false);
  }
  await expect(page.getByRole('link', { name: 'My details' })).toHaveCount(0);
  await menu.click();
  await expect(page.getByRole('link', { name: 'My details' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/participant-dashboard-320.png', fullPage: true });
});

test('the loading frame paints in the saved colour scheme, and says so when the app cannot load', async ({
  browser,
}) => {
  // The app's own code never arrives: what the page shows is index.html and its inline colour-scheme script alone.
  const context = await browser.newContext({ colorScheme: 'light' });
  await context.addInitScript(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'));
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/sign-in');
  await expect(page.getByRole('status')).toHaveText(/could not load/i);
  expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
  expect(blocked).toEqual([]);
  await context.close();
});

test('the app asks for the session once per page load', async ({ page }) => {
  const sessionRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/session') sessionRequests.push(request.url());
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The preload of index.html and the app's own fetch are one request.
  expect(sessionRequests).toHaveLength(1);
});

test('a signed-in page is styled once: the shell keeps its mark from the first render', async ({ page }) => {
  await signInAs(page, 'staff');
  // Mantine's shell removed data-resizing after mounting, and every element of the page was styled again.
  await page.addInitScript(() => {
    const changes: (string | null)[] = [];
    Object.assign(window, { shellChanges: changes });
    new MutationObserver((records) => {
      for (const r of records) changes.push((r.target as Element).getAttribute('data-resizing'));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-resizing'] });
  });
  await page.goto('/staff/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Well past the shell's own timer (its transition time after mounting).
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { shellChanges: unknown[] }).shellChanges)).toEqual(
    [],
  );
  await expect(page.locator('.mantine-AppShell-root')).toHaveAttribute('data-resizing', 'true');
});

test.describe('in the dark scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('pages with coloured links, outlined red buttons and outline badges stay accessible', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    // The admin logs' names and ids, the webhook examples, an application's outline badge: each had a shade fixed
    // for white pages, dark on dark.
    for (const route of ['/admin-logs', '/webhooks/create', '/team-management/applications']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      await expectAccessible(page, `${route} (dark)`);
    }
    await page.goto('/team-management');
    await page.getByRole('link', { name: 'Family Services' }).click();
    await expect(page.getByRole('button', { name: 'Delete team…' })).toBeVisible();
    await expectAccessible(page, 'a team (dark)');
  });
});
