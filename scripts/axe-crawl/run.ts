// `npm run axe-crawl`: against a running Casework with the demo data (`npm start`), signs in as each demo account,
// follows every same-origin link from its start pages, and on each page it has not seen (ids in the path count as
// one page) runs axe and looks for badge and button words cut short ("Pendi…"). Prints what it found and exits
// non-zero when anything serious or critical, or cut short, was found. The end-to-end suite scans the pages its
// tests visit; this walks the demo's real records, in either colour scheme and at phone or desk width.
// Options: --base URL (default http://localhost:3000), --scheme light|dark (default light), --width PX (default
// 1280), --max N (pages per account, default 60), --who admin,staff,... (default every demo account), CHROMIUM_PATH.
import AxeBuilder from '@axe-core/playwright';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'Casework!demo1';
const ACCOUNTS = {
  admin: ['/staff/dashboard', '/team-management', '/webhooks', '/admin-logs', '/staff/find-a-service'],
  supervisor: ['/staff/dashboard', '/staff/team-inbox', '/staff/participant-management/search?lastName=a'],
  staff: ['/staff/dashboard', '/staff/team-inbox', '/staff/inbox', '/staff/find-a-service'],
  participant: ['/participant/dashboard', '/participant/inbox', '/participant/find-a-service'],
} as const;
type Account = keyof typeof ACCOUNTS;

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    scheme: { type: 'string', default: 'light' },
    width: { type: 'string', default: '1280' },
    max: { type: 'string', default: '60' },
    who: { type: 'string', default: Object.keys(ACCOUNTS).join(',') },
  },
});
const scheme = values.scheme === 'dark' ? 'dark' : 'light';
const width = Number(values.width);
const maxPages = Number(values.max);
const accounts = values.who.split(',').filter((who): who is Account => who in ACCOUNTS);

/** Links not to follow: sign-out, downloads, the API, and what leaves the app. */
const SKIP = /sign-out|\/api\/|download|\.(pdf|png|csv)$/i;

/** One key per page shape: ids and participant ids in the path are the same page. */
function pageKey(path: string): string {
  return path
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')
    .replace(/\b[A-Z0-9]{4}-[A-Z0-9]{4}\b/g, ':participantId')
    .replace(/\?.*$/, '');
}

async function signIn(page: Page, who: Account): Promise<void> {
  await page.goto(`${values.base}/sign-in`);
  await page.getByLabel(/^E-mail/).fill(`${who}@example.org`);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/dashboard/);
}

/** The problems on the page that is open, as lines to print. */
async function problemsOn(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page }).analyze();
  const problems = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  const cut = await page.$$eval('.mantine-Badge-label, .mantine-Button-label', (labels) =>
    labels
      .filter((label) => label.getClientRects().length > 0)
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );
  if (cut.length > 0) problems.push(`words cut short: ${cut.join(', ')}`);
  return problems;
}

async function crawl(page: Page, who: Account): Promise<number> {
  const seen = new Set<string>();
  const queue: string[] = [...ACCOUNTS[who]];
  let failures = 0;
  while (queue.length > 0 && seen.size < maxPages) {
    const path = queue.shift()!;
    if (seen.has(pageKey(path))) continue;
    seen.add(pageKey(path));
    await page.goto(`${values.base}${path}`);
    await page.waitForLoadState('load');
    // The screens load their data after the first paint; axe should see the page with it.
    await page.waitForTimeout(1200);
    const problems = await problemsOn(page);
    failures += problems.length > 0 ? 1 : 0;
    console.log(`${problems.length > 0 ? 'FAIL' : 'ok  '} ${who} ${path}`);
    for (const problem of problems) console.log(`     ${problem}`);
    const links = await page.$$eval('a[href^="/"]', (anchors) =>
      anchors.map((a) => a.getAttribute('href') ?? ''),
    );
    queue.push(...links.filter((link) => link !== '' && !SKIP.test(link)));
  }
  console.log(`${who}: ${seen.size} pages, ${failures} with problems`);
  return failures;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
let failures = 0;
try {
  for (const who of accounts) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await signIn(page, who);
    failures += await crawl(page, who);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(
  `${scheme} scheme, ${width} px: ${failures === 0 ? 'no problems' : `${failures} pages with problems`}`,
);
process.exitCode = failures === 0 ? 0 : 1;
