import type { Page } from 'playwright-core';
import { openDashboard, type DashboardBrowser } from '../support/dashboard-browser';
import { startHarness, type Harness } from '../support/harness';
import { toolPresent } from '../support/tools';

const present = toolPresent('chromium', 'the dashboard calendar suite');

const pad = (n: number) => String(n).padStart(2, '0');
/** The local day `YYYY-MM-DD`: the test and the browser run in the same time zone. */
const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localInput = (d: Date) => `${dayKey(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/**
 * Calendar, Research, Billing and New workspace in a real browser (no worker: the posts stay
 * scheduled). A post scheduled next month is seen on its day, dragged to another day (same time),
 * seen in its hour of the week, moved from the keyboard, refused a time in the past; an empty day
 * composes there. Keywords are judged on the sandbox, the billing screen says billing is off, and
 * a new workspace is chosen. Every screen passes axe; no CSP violation, no other origin.
 */
(present ? describe : describe.skip)('dashboard: calendar, research, billing, workspaces', () => {
  let h: Harness;
  let dash: DashboardBrowser;
  let page: Page;
  const cspViolations: string[] = [];
  let postId = '';

  // Next month, so "Next" shows it whatever today is: created on the 3rd, dragged to the 1st.
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1, 10, 30);
  const third = new Date(now.getFullYear(), now.getMonth() + 1, 3, 10, 30);
  const empty = new Date(now.getFullYear(), now.getMonth() + 1, 20);

  const chip = () => page.locator(`li[data-post="${postId}"]`);
  const patched = () =>
    page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/v1/posts/${postId}`));
  const scheduledAt = async () =>
    new Date((await h.call('GET', `/v1/posts/${postId}`)).body.scheduledAt).getTime();

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    const created = await h.call('POST', '/v1/posts', {
      content: 'Calendar post',
      accountIds: [await h.accountId('micro')],
      scheduledAt: third.toISOString(),
    });
    expect(created.status).toBe(201);
    postId = created.body.id;
    dash = await openDashboard(h);
    page = dash.page;
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    await dash.signIn();
  });
  afterAll(async () => {
    await dash?.close();
    await h?.close();
  });

  it('shows a scheduled post on its day in the month view, with its status word and channel', async () => {
    await dash.openSection('Calendar');
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    const onDay = page.locator(`td[data-date="${dayKey(third)}"] li[data-post="${postId}"]`);
    await onDay.waitFor();
    expect(await onDay.innerText()).toMatch(/Scheduled[\s\S]*micro[\s\S]*Calendar post/);
    expect(await dash.seriousViolations()).toEqual([]);
  });

  it('drags the post to another day: the API answers the new day at the same time of day', async () => {
    const answer = patched();
    await chip().dragTo(page.locator(`td[data-date="${dayKey(first)}"]`));
    expect((await answer).status()).toBe(200);
    await page.locator(`td[data-date="${dayKey(first)}"] li[data-post="${postId}"]`).waitFor();
    expect(await scheduledAt()).toBe(first.getTime());
  });

  it('shows it in its hour in the week view', async () => {
    await page.getByRole('button', { name: 'Week' }).click();
    await page.locator(`td[data-slot="${dayKey(first)}T10"] li[data-post="${postId}"]`).waitFor();
    expect(await dash.seriousViolations()).toEqual([]);
  });

  it('moves it from the keyboard, and a time in the past is refused and put back', async () => {
    const at14 = new Date(first.getFullYear(), first.getMonth(), first.getDate(), 14, 0);
    await chip().getByRole('button', { name: /Move/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Move to').fill(localInput(at14));
    let answer = patched();
    await page.getByLabel('Move to').press('Enter');
    expect((await answer).status()).toBe(200);
    await page.locator(`td[data-slot="${dayKey(first)}T14"] li[data-post="${postId}"]`).waitFor();
    expect(await scheduledAt()).toBe(at14.getTime());

    const yesterday = new Date(Date.now() - 24 * 3600_000);
    await chip().getByRole('button', { name: /Move/ }).click();
    await page.getByLabel('Move to').fill(localInput(yesterday));
    answer = patched();
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(422);
    await page.getByRole('alert').getByText('10 minutes to a year ahead').waitFor();
    await page.locator(`td[data-slot="${dayKey(first)}T14"] li[data-post="${postId}"]`).waitFor();
    expect(await scheduledAt()).toBe(at14.getTime());
  });

  it('opens the composer at an empty day', async () => {
    await page.getByRole('button', { name: 'Month' }).click();
    await page
      .locator(`td[data-date="${dayKey(empty)}"]`)
      .getByRole('link')
      .click();
    await page.waitForURL(/\/compose\?at=/);
    const at = new URL(page.url()).searchParams.get('at') ?? '';
    expect(at.startsWith(`${dayKey(empty)}T09:00:00`)).toBe(true);
    expect(new Date(at).getTime()).toBe(
      new Date(empty.getFullYear(), empty.getMonth(), empty.getDate(), 9).getTime(),
    );
  });

  it('fits a phone screen', async () => {
    await page.goto(`${h.url}/calendar`);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
    await page.locator('table.month-grid').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('judges keywords on the sandbox into a table, and opens the saved report', async () => {
    await dash.openSection('Research');
    await page.getByLabel(/^Keywords/).fill('캠핑\n캠핑의자\n캠핑의자추천\n캠핑테이블');
    await page.getByRole('button', { name: 'Judge' }).click();
    const table = page.getByRole('table', { name: 'Keyword verdicts' });
    await table.waitFor();
    await table.getByRole('rowheader', { name: '캠핑의자', exact: true }).waitFor();
    expect(await table.getByRole('row').count()).toBe(5);
    expect(await table.innerText()).toMatch(/Go|Maybe|Crowded|Too small|Unknown/);

    const saved = page.getByRole('region', { name: 'Saved reports' });
    await saved.getByRole('button', { name: /캠핑/ }).first().click();
    await saved.getByRole('table').getByRole('rowheader', { name: '캠핑테이블', exact: true }).waitFor();
    expect(await dash.seriousViolations()).toEqual([]);
  });

  it('shows the plan, and says billing is off when the server has no billing', async () => {
    await dash.openSection('Billing');
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await page.getByText('Free', { exact: true }).waitFor();
    // The plan says billing is off here: no checkout is offered to be refused.
    await page.getByText('Billing is not switched on for this server').waitFor();
    expect(await page.getByRole('button', { name: 'Go to checkout' }).count()).toBe(0);
    expect(await dash.seriousViolations()).toEqual([]);
  });

  it('creates a workspace from the switcher and chooses it', async () => {
    await page.getByRole('button', { name: 'New workspace' }).click();
    await page.getByLabel('Workspace name').fill('Launch team');
    expect(await dash.seriousViolations()).toEqual([]);
    await page.getByRole('button', { name: 'Create workspace' }).click();
    const switcher = page.getByRole('combobox', { name: /^Workspace/ });
    await switcher.getByRole('option', { name: 'Launch team' }).waitFor({ state: 'attached' });
    const listed = await h.call('GET', '/v1/workspaces');
    const made = listed.body.data.find((w: { name: string }) => w.name === 'Launch team');
    expect(made).toBeDefined();
    expect(await switcher.inputValue()).toBe(made.id);

    // The calendar now reads the new, empty workspace: the post is not there.
    await dash.openSection('Calendar');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('table.month-grid').waitFor();
    expect(await page.locator(`li[data-post="${postId}"]`).count()).toBe(0);
    expect(cspViolations).toEqual([]);
    expect(dash.elsewhere).toEqual([]);
  });
});
