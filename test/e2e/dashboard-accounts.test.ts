import type { Page } from 'playwright-core';
import { Account } from '../../core/entities';
import { atprotoSandboxAppPassword } from '../../plugins/atproto/sandbox';
import { ChatPlugin } from '../../plugins/chat';
import { openDashboard, type DashboardBrowser } from '../support/dashboard-browser';
import { startHarness, type Harness } from '../support/harness';
import { connectAgent } from '../support/oauth-agent';
import { toolPresent } from '../support/tools';
import { until } from '../support/wait';
import { newWorkspace, type TestWorkspace } from '../support/workspaces';

const present = toolPresent('chromium', 'the dashboard accounts suite');

/**
 * The Accounts, Keys-and-agents and sign-up screens in a real browser: connect a sandbox account
 * through its OAuth page and land back on Accounts, disconnect one a scheduled post goes to (the
 * warning first), a pairing code for the Korean blog, a key with research tools, an MCP grant
 * revoked, and a new person signing up, verifying from the mailed link and signing in.
 */
(present ? describe : describe.skip)('the dashboard: accounts, agents, sign-up (Chromium)', () => {
  let h: Harness;
  let dash: DashboardBrowser;
  let page: Page;
  let ws: TestWorkspace;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    ws = await newWorkspace(h, 'Connect here');
    dash = await openDashboard(h);
    page = dash.page;
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) cspViolations.push(m.text());
    });
  });
  afterAll(async () => {
    await dash?.close();
    await h?.close();
  });

  async function accountsOf(headers: Record<string, string>): Promise<Array<{ id: string; handle: string }>> {
    const res = await h.call('GET', '/v1/accounts', undefined, { headers });
    expect(res.status).toBe(200);
    return res.body.data;
  }

  it('connects a sandbox account through its OAuth page and lands back on Accounts showing it', async () => {
    await dash.signIn();
    await page.getByRole('combobox', { name: /^Workspace/ }).selectOption({ label: 'Connect here' });
    await page.getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
    await page.getByText('No accounts in this workspace.').waitFor();
    expect(await dash.seriousViolations()).toEqual([]);

    await page.getByLabel('Sandbox accounts (the platform emulators)').check();
    await page.getByLabel('Sandbox handle').fill('dash_micro');
    await page.getByRole('button', { name: 'Connect micro', exact: true }).click();

    // The emulator's authorize page approves at once; the callback sends the browser back here.
    await page.getByRole('status').getByText('Connected micro @dash_micro.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/accounts');
    await page.getByRole('cell', { name: 'dash_micro', exact: true }).waitFor();
    expect((await accountsOf(ws.headers)).map((a) => a.handle)).toEqual(['dash_micro']);
    // The only other origin the browser went to is the emulator's authorize page.
    expect(dash.elsewhere.every((u) => u.startsWith(h.config.sandboxUrl))).toBe(true);
    expect(dash.elsewhere.length).toBeGreaterThan(0);
    expect(await dash.seriousViolations()).toEqual([]);
    // One account per channel: micro has no Connect button any more.
    expect(await page.getByRole('button', { name: 'Connect micro', exact: true }).count()).toBe(0);
  });

  it('connects the chat channel with a bot token: a wrong one refused beside its field, a good one stored', async () => {
    const botWs = await newWorkspace(h, 'Bot here');
    await page.reload();
    await page.getByRole('combobox', { name: /^Workspace/ }).selectOption({ label: 'Bot here' });
    await page.getByText('No accounts in this workspace.').waitFor();
    await page.getByLabel('Sandbox accounts (the platform emulators)').check();
    const form = page.getByRole('form', { name: 'Connect chat with its bot token' });
    await form.getByLabel('Bot token').fill('123456:made-up');
    await form.getByLabel('Chat id or @name').fill('-1001234567890');
    await form.getByRole('button', { name: 'Connect chat' }).click();
    await form.getByRole('alert').waitFor();
    expect(await accountsOf(botWs.headers)).toEqual([]);

    const bot = new ChatPlugin().sandbox.account('dash_bot');
    await form.getByLabel('Bot token').fill(bot.credentials.botToken);
    await form.getByLabel('Chat id or @name').fill(bot.credentials.chatId);
    await form.getByRole('button', { name: 'Connect chat' }).click();
    await page.getByRole('status').getByText('Connected chat @dash_bot.').waitFor();
    await page.getByRole('cell', { name: 'dash_bot', exact: true }).waitFor();
    expect((await accountsOf(botWs.headers)).map((a) => a.handle)).toEqual(['dash_bot']);
    // Connected: the form is gone, and the token shows nowhere on the page.
    expect(await form.count()).toBe(0);
    expect(await page.content()).not.toContain(bot.credentials.botToken);
    expect(await dash.seriousViolations()).toEqual([]);
    await page.getByRole('combobox', { name: /^Workspace/ }).selectOption({ label: 'Connect here' });
    await page.getByRole('cell', { name: 'dash_micro', exact: true }).waitFor();
  });

  it('connects an open-network account with its own fields (handle, app password) and an optional server, a wrong password refused', async () => {
    const netWs = await newWorkspace(h, 'Open network');
    await page.reload();
    await page.getByRole('combobox', { name: /^Workspace/ }).selectOption({ label: 'Open network' });
    await page.getByText('No accounts in this workspace.').waitFor();
    await page.getByLabel('Sandbox accounts (the platform emulators)').check();
    const form = page.getByRole('form', { name: 'Connect atproto with its app password' });
    // The channel's own fields, not chat's.
    expect(await form.getByLabel('Bot token').count()).toBe(0);
    await form.getByLabel('Handle or email').fill('dash_sky');
    await form.getByLabel('App password').fill(atprotoSandboxAppPassword('dash_sky'));
    // The server is the person's choice: optional here, with a hint saying when to name one.
    expect(await form.getByLabel('Server').getAttribute('required')).toBeNull();
    await form.getByText('Your account’s server, if it is not the network’s main one.').waitFor();
    await form.getByLabel('App password').fill('not-an-app-password');
    await form.getByRole('button', { name: 'Connect atproto' }).click();
    await form.getByRole('alert').waitFor();
    expect(await accountsOf(netWs.headers)).toEqual([]);

    await form.getByLabel('App password').fill(atprotoSandboxAppPassword('dash_sky'));
    await form.getByRole('button', { name: 'Connect atproto' }).click();
    await page.getByRole('status').getByText('Connected atproto @dash_sky.').waitFor();
    expect((await accountsOf(netWs.headers)).map((a) => a.handle)).toEqual(['dash_sky']);
    expect(await page.content()).not.toContain(atprotoSandboxAppPassword('dash_sky'));
    expect(await dash.seriousViolations()).toEqual([]);
    await page.getByRole('combobox', { name: /^Workspace/ }).selectOption({ label: 'Connect here' });
    await page.getByRole('cell', { name: 'dash_micro', exact: true }).waitFor();
  });

  it('connects fedi on the instance the person types: the sign-in page and the account are on that instance', async () => {
    const instanceWs = await newWorkspace(h, 'Own instance');
    await page.reload();
    await page.getByRole('combobox', { name: /^Workspace/ }).selectOption({ label: 'Own instance' });
    await page.getByText('No accounts in this workspace.').waitFor();
    // Not the sandbox: a real connect, to an instance the sandbox server lets us name (loopback).
    await page.getByLabel('Sandbox accounts (the platform emulators)').uncheck();
    const instance = `${h.config.sandboxUrl}/fedi`.replace('//127.0.0.1:', '//localhost:');
    await page.getByLabel('fedi server (optional)').fill(instance);
    await page.getByRole('button', { name: 'Connect fedi', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/^Connected fedi @/)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/accounts');
    const rows = await h.orm.em.fork().find(Account, { workspaceId: instanceWs.id });
    expect(rows.map((a) => [a.platform, a.sandbox, a.serverUrl])).toEqual([['fedi', false, instance]]);
    // The browser's sign-in went to that instance's authorize page.
    expect(dash.elsewhere.some((u) => u.startsWith(`${instance}/oauth/authorize`))).toBe(true);
    expect(await dash.seriousViolations()).toEqual([]);
    await page.getByLabel('Sandbox accounts (the platform emulators)').check();
    await page.getByRole('combobox', { name: /^Workspace/ }).selectOption({ label: 'Connect here' });
    await page.getByRole('cell', { name: 'dash_micro', exact: true }).waitFor();
  });

  it('reconnects an expired account through the same OAuth flow', async () => {
    const [micro] = await accountsOf(ws.headers);
    // As when the platform refused a token refresh (the refresh workflow has its own suites).
    await h.orm.em.fork().nativeUpdate(Account, { id: micro.id }, { state: 'expired' });
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'dash_micro' });
    await row.getByText('expired', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Reconnect micro @dash_micro' }).click();
    // The page came back from the OAuth round trip: the same account, connected again.
    await row.getByText('connected', { exact: true }).waitFor();
    await page.getByRole('status').getByText('Connected micro @dash_micro.').waitFor();
    expect(await accountsOf(ws.headers)).toEqual([
      expect.objectContaining({ id: micro.id, state: 'connected' }),
    ]);
  });

  it('warns before disconnecting an account a scheduled post goes to, then disconnects it', async () => {
    const [micro] = await accountsOf(ws.headers);
    const post = await h.call(
      'POST',
      '/v1/posts',
      {
        content: 'Later',
        accountIds: [micro.id],
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
      { headers: ws.headers },
    );
    expect(post.status).toBe(201);

    await page.getByRole('button', { name: 'Disconnect micro @dash_micro' }).click();
    await page.getByRole('button', { name: 'Yes, disconnect' }).click();
    const warning = page.getByRole('alert').filter({ hasText: '1 scheduled post' });
    await warning.waitFor();
    expect(await dash.seriousViolations()).toEqual([]);
    // Still connected until the person confirms again.
    expect((await accountsOf(ws.headers)).map((a) => a.handle)).toEqual(['dash_micro']);

    await page.getByRole('button', { name: 'Disconnect anyway' }).click();
    await page.getByText('No accounts in this workspace.').waitFor();
    expect(await accountsOf(ws.headers)).toEqual([]);
    expect(
      (await h.call('GET', `/v1/posts/${post.body.id}`, undefined, { headers: ws.headers })).body.status,
    ).toBe('cancelled');
  });

  it("shows a pairing code for the Korean blog with its expiry, and the extension's state", async () => {
    await page.getByRole('button', { name: 'Create a pairing code' }).click();
    const code = page.getByTestId('pairing-code');
    await code.waitFor();
    expect((await code.innerText()).trim()).toMatch(/^[A-Z0-9-]{6,}$/);
    await page.getByText(/Valid until/).waitFor();
    expect(await dash.seriousViolations()).toEqual([]);

    // The demo workspace's blog account: its extension state, refreshed on demand.
    await page.getByRole('combobox', { name: /^Workspace/ }).selectOption({ label: 'Demo' });
    const bridges = page.getByRole('table', { name: 'Browser extensions' });
    await bridges.waitFor();
    await bridges
      .getByRole('cell', { name: /offline|online|unpaired|login/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Refresh Browser extensions' }).click();
    await bridges.waitFor();
    expect(await dash.seriousViolations()).toEqual([]);
    // At phone width the tables scroll inside themselves: nothing runs off the page's side.
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('creates a key with research tools on, and turns them off from the list', async () => {
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByLabel('Name').fill('Researcher');
    await page.getByLabel('Research tools').check();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByTestId('new-key').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    const researcher = async () => {
      const keys = (await h.call('GET', '/v1/keys')).body.data as Array<{
        name: string;
        researchTools: boolean;
      }>;
      return keys.find((k) => k.name === 'Researcher')!;
    };
    expect((await researcher()).researchTools).toBe(true);

    const card = page.getByRole('listitem').filter({ hasText: 'Researcher' });
    await card.getByRole('button', { name: 'Turn research tools off' }).click();
    await card.getByRole('button', { name: 'Turn research tools on' }).waitFor();
    expect((await researcher()).researchTools).toBe(false);
    expect(await dash.seriousViolations()).toEqual([]);
  });

  it("lists the workspace's MCP grants and revokes one after a confirm", async () => {
    const agent = await connectAgent(h, 'Dash agent');
    await page.reload();
    const agents = page.getByRole('region', { name: 'Agents (MCP)' });
    const row = agents.getByRole('row').filter({ hasText: 'Dash agent' });
    await row.waitFor();
    expect(await dash.seriousViolations()).toEqual([]);

    await row.getByRole('button', { name: 'Revoke Dash agent' }).click();
    await agents.getByRole('button', { name: 'Yes, revoke' }).click();
    await row.getByText('revoked').waitFor();
    const grants = (await h.call('GET', '/v1/grants')).body.data as Array<{
      clientId: string;
      revokedAt: string | null;
    }>;
    expect(grants.find((g) => g.clientId === agent.clientId)!.revokedAt).not.toBeNull();
  });

  it('signs a new person up, verifies from the mailed link, and signs them in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create an account', level: 1 }).waitFor();
    expect(await dash.seriousViolations()).toEqual([]);

    const email = `dash-${Date.now()}@example.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Name').fill('Newcomer');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The API's refusal, next to the field it names.
    await page.getByText('At least 10 characters.').waitFor();

    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('status').getByText(`We mailed a link to ${email}`).waitFor();
    expect(await dash.seriousViolations()).toEqual([]);

    await until(() => h.mail.messages().some((m) => m.to.includes(email)), 10_000, 'the verification mail');
    const mail = h.mail.messages().find((m) => m.to.includes(email))!;
    const link = /(http:\/\/\S+verify\?token=\S+)/.exec(mail.text)![1];
    // A browser asking for the link is sent on to the dashboard's page (nothing verified yet)…
    const asBrowser = await fetch(link, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(asBrowser.status).toBe(302);
    expect(asBrowser.headers.get('location')).toBe(
      `/verify?token=${new URL(link).searchParams.get('token')}`,
    );
    // …so the mailed link, opened in the browser, lands on the dashboard's verify page.
    await page.goto(link);
    await page.getByRole('status').getByText(`${email} is verified.`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/verify');
    expect(await dash.seriousViolations()).toEqual([]);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation').waitFor();
    await page.getByText(email).waitFor();
    await page
      .getByLabel('Workspace')
      .getByRole('option', { name: 'Newcomer' })
      .waitFor({ state: 'attached' });
    expect(cspViolations).toEqual([]);
  });
});
