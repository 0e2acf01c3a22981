import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_EMAIL } from '../../core/services/people/demo-seeder';
import { openDashboard, type DashboardBrowser } from '../support/dashboard-browser';
import { startHarness, type Harness } from '../support/harness';
import { demoPassword } from '../support/oauth-agent';
import { toolPresent } from '../support/tools';

const present = toolPresent('chromium', 'the dashboard suite');

/**
 * The dashboard in a real browser, as a person uses it: sign in with the demo sign-in, make a key
 * (shown once) and use it, revoke it, read the logs. Each screen passes axe-core with no serious
 * or critical violation, and the page asks nothing of any other server.
 */
(present ? describe : describe.skip)('the dashboard (/) in Chromium', () => {
  let h: Harness;
  let dash: DashboardBrowser;
  let context: BrowserContext;
  let page: Page;
  const seriousViolations = () => dash.seriousViolations();

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    dash = await openDashboard(h);
    ({ context, page } = dash);
  });
  afterAll(async () => {
    await dash?.close();
    await h?.close();
  });

  it('serves the page with a self-only policy, and its hashed assets for a year', async () => {
    const res = await fetch(`${h.url}/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await res.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(`${h.url}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('signs in with the demo sign-in (the sign-in screen passes axe)', async () => {
    await page.goto(`${h.url}/`);
    await page.getByLabel('Email').waitFor();
    expect(await seriousViolations()).toEqual([]);

    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('That email and password do not match.').waitFor();

    await page.getByLabel('Password').fill(demoPassword(h));
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A person lands on their posts.
    await page.getByRole('heading', { name: 'Posts', level: 1 }).waitFor();
    await page.getByText(DEMO_EMAIL).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await dash.openSection('Keys');
    await page.getByRole('heading', { name: 'Keys', level: 1 }).waitFor();
  });

  let secret = '';

  it('creates a key, shown once with a copy button, that works; revoked, it is refused', async () => {
    await page.getByLabel('Name').fill('Made in the dashboard');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const shown = page.getByTestId('new-key');
    await shown.waitFor();
    secret = (await shown.innerText()).trim();
    expect(secret).toMatch(/^fo_/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(secret);
    expect(await seriousViolations()).toEqual([]);
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('new-key').count()).toBe(0);

    // As curl would: the key works.
    const works = await fetch(`${h.url}/v1/workspaces`, { headers: { authorization: `Bearer ${secret}` } });
    expect(works.status).toBe(200);

    const card = page.getByRole('listitem').filter({ hasText: 'Made in the dashboard' });
    await card.getByRole('button', { name: /Revoke/ }).click();
    await card.getByRole('button', { name: 'Yes, revoke' }).click();
    await card.getByText('revoked').waitFor();

    const refused = await fetch(`${h.url}/v1/workspaces`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('api_key_revoked');
  });

  it('shows the key creation in the logs (the secret masked), and dashboard successes only with the toggle', async () => {
    await dash.openSection('Logs');
    await page.getByRole('heading', { name: 'Logs', level: 1 }).waitFor();
    // The revoked key's refused call is a failure: shown by default.
    await page
      .getByRole('button', { name: /GET \/v1\/workspaces 401/ })
      .first()
      .waitFor();
    // The key's creation, a dashboard success: hidden until the toggle.
    const creation = page.getByRole('button', { name: /POST \/v1\/keys 201 dashboard/ });
    expect(await creation.count()).toBe(0);
    expect(await seriousViolations()).toEqual([]);

    await page.getByLabel('Show dashboard successes').check();
    await creation.first().waitFor();
    await creation.first().click();
    const bodies = page.locator('.bodies').first();
    await bodies.waitFor();
    const text = await bodies.innerText();
    expect(text).toContain('"key": "••••••"');
    expect(text).not.toContain(secret);
    expect(await seriousViolations()).toEqual([]);
  });

  it('lists the accounts with their state, switches to Korean, and signs out', async () => {
    await dash.openSection('Accounts');
    await page.getByRole('table', { name: 'Connected accounts' }).waitFor();
    await page.getByRole('cell', { name: 'micro' }).first().waitFor();
    expect(await seriousViolations()).toEqual([]);

    await page.getByLabel('Language').selectOption('ko');
    await page.getByRole('heading', { name: '계정', level: 1 }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('ko');
    // At phone width nothing runs off the side.
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByLabel('이메일').waitFor();
    const cookies = await context.cookies(h.url);
    expect(cookies.filter((c) => c.name === 'fanout_session')).toEqual([]);
    expect(dash.elsewhere).toEqual([]);
  });
});
