import type { Locator, Page } from 'playwright-core';
import { openDashboard, type DashboardBrowser } from '../support/dashboard-browser';
import { startHarness, type Harness } from '../support/harness';
import { publishPost } from '../support/posts';
import { toolPresent } from '../support/tools';
import { until } from '../support/wait';

const present = toolPresent('chromium', 'the dashboard webhooks suite');

interface Stored {
  event: { id: string; type: string; data: { id?: string } };
}

/**
 * The Webhooks screen in a real browser, with the worker on so deliveries really happen: subscribe
 * the sandbox receiver to `post.*` (its secret shown once), a test event and a published post
 * seen delivered on the screen, a redelivery, disable, delete, and a private address refused
 * beside the URL field.
 */
(present ? describe : describe.skip)('the dashboard: webhooks (Chromium)', () => {
  let h: Harness;
  let dash: DashboardBrowser;
  let page: Page;
  let receiverUrl: string;
  const cspViolations: string[] = [];

  /** What the sandbox receiver was POSTed, oldest first. */
  const received = async (): Promise<Stored[]> =>
    ((await (await fetch(receiverUrl)).json()) as { requests: Stored[] }).requests;

  beforeAll(async () => {
    // Retries in a second, `failing` after two failed tries in a row (production: 10 s up to 1 h, five).
    h = await startHarness({
      worker: true,
      env: { WEBHOOK_RETRY_FIRST_MS: '200', WEBHOOK_RETRY_MAX_MS: '1000', WEBHOOK_FAILING_AFTER: '2' },
    });
    receiverUrl = `${h.config.sandboxUrl}/_webhooks`;
    await fetch(receiverUrl, { method: 'DELETE' });
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

  const card = (): Locator => page.getByRole('listitem').filter({ hasText: receiverUrl });
  const deliveries = (): Locator => page.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
  /** The delivery row of an event type (the newest first). */
  const deliveryRow = (type: string): Locator =>
    deliveries()
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: type, exact: true }) });

  it('subscribes the sandbox receiver to post.* and shows the secret once, with a copy button', async () => {
    await dash.signIn();
    await dash.openSection('Webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/webhooks');
    await page.getByText('No webhook subscriptions in this workspace.').waitFor();
    expect(await dash.seriousViolations()).toEqual([]);

    const form = page.getByRole('form', { name: 'Subscribe an address' });
    await form.getByLabel('Address (URL)').fill(receiverUrl);
    // post.* is checked to begin with.
    expect(await form.getByRole('checkbox', { name: 'post.*', exact: true }).isChecked()).toBe(true);
    await form.getByLabel('Description (optional)').fill('the sandbox receiver');
    await form.getByRole('button', { name: 'Subscribe' }).click();

    const secretBox = page.getByRole('status').filter({ hasText: 'Signing secret' });
    await secretBox.getByText('it is shown only this once').waitFor();
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret.length).toBeGreaterThan(20);
    await secretBox.getByRole('button', { name: 'Copy secret' }).click();
    await secretBox.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(secret);

    await card().getByText('active', { exact: true }).waitFor();
    await card().getByText('the sandbox receiver').waitFor();
    const listed = await h.call('GET', '/v1/webhooks');
    expect(listed.body.data).toEqual([
      expect.objectContaining({ url: receiverUrl, events: ['post.*'], description: 'the sandbox receiver' }),
    ]);
    expect(listed.body.data[0].secret).toBeUndefined();

    // Done: the secret is gone from the page, and a reload does not bring it back.
    await secretBox.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('webhook-secret').count()).toBe(0);
    await page.reload();
    await card().waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await dash.seriousViolations()).toEqual([]);
  });

  it('sends a test event and shows it delivered in the deliveries list', async () => {
    await card().getByRole('button', { name: 'Send a test event' }).click();
    await card().getByText('Test event queued').waitFor();
    await deliveryRow('webhook.test').getByRole('cell', { name: 'delivered', exact: true }).waitFor();
    await deliveryRow('webhook.test').getByRole('cell', { name: '200', exact: true }).waitFor();
    expect((await received()).map((r) => r.event.type)).toEqual(['webhook.test']);
    expect(await dash.seriousViolations()).toEqual([]);
  });

  it('shows a post published through the API delivered as post.published, without reloading', async () => {
    const post = await publishPost(h, { content: 'Webhook me', accountIds: [await h.accountId('micro')] });
    expect(post.status).toBe('published');
    // The open list reads itself again: no reload, no click.
    await deliveryRow('post.published').getByRole('cell', { name: 'delivered', exact: true }).waitFor();
    const types = (await received()).filter((r) => r.event.data.id === post.id).map((r) => r.event.type);
    expect(types).toContain('post.published');
  });

  it('redelivers one: the receiver gets the same event again and the row counts two tries', async () => {
    const row = deliveryRow('webhook.test');
    await row.getByRole('button', { name: 'Redeliver webhook.test' }).click();
    await card().getByText('Sent again').waitFor();
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'delivered', exact: true }).waitFor();
    const tests = (await received()).filter((r) => r.event.type === 'webhook.test');
    expect(tests).toHaveLength(2);
    expect(tests[1].event.id).toBe(tests[0].event.id);
  });

  it('rotates the secret: the new one shown once, saying the old one signs for 24 hours', async () => {
    await card().getByRole('button', { name: 'Rotate secret' }).click();
    const secretBox = page.getByRole('status').filter({ hasText: 'Signing secret' });
    await secretBox.getByText('The old one also signs for 24 hours').waitFor();
    expect(((await page.getByTestId('webhook-secret').textContent()) ?? '').length).toBeGreaterThan(20);
    await secretBox.getByRole('button', { name: 'Done' }).click();
  });

  it('shows a failing subscription with why, and its edit form turns it back on', async () => {
    const fail = await fetch(`${receiverUrl}/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 500, count: 1000 }),
    });
    expect(fail.status).toBe(200);
    await card().getByRole('button', { name: 'Send a test event' }).click();
    await deliveryRow('webhook.test').first().getByRole('cell', { name: '500', exact: true }).waitFor();
    // The list is read on Refresh: pressed until the sender has marked it failing.
    await until(
      async () => {
        await page.getByRole('button', { name: 'Refresh', exact: true }).first().click();
        return (await card().getByText('failing', { exact: true }).count()) > 0;
      },
      15_000,
      'the subscription shown failing',
    );
    await card()
      .getByText(/deliveries in a row failed; the last/)
      .waitFor();
    expect(await dash.seriousViolations()).toEqual([]);

    await card().getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: `Edit the subscription to ${receiverUrl}` });
    await form.getByLabel('Status').selectOption('active');
    await form.getByRole('button', { name: 'Save' }).click();
    // The answer of the PATCH, shown as it came: active, the reason gone.
    await card().getByText('active', { exact: true }).waitFor();
    expect(
      await card()
        .getByText(/deliveries in a row failed/)
        .count(),
    ).toBe(0);
    await fetch(`${receiverUrl}/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 500, count: 0 }),
    });
  });

  it('disables the subscription from its edit form, then deletes it after a confirm', async () => {
    await card().getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: `Edit the subscription to ${receiverUrl}` });
    await form.getByLabel('Status').selectOption('disabled');
    await form.getByLabel('Description (optional)').fill('paused');
    await form.getByRole('button', { name: 'Save' }).click();
    await card().getByText('disabled', { exact: true }).waitFor();
    const listed = await h.call('GET', '/v1/webhooks');
    expect(listed.body.data).toEqual([
      expect.objectContaining({ status: 'disabled', description: 'paused' }),
    ]);
    expect(await dash.seriousViolations()).toEqual([]);

    await card().getByRole('button', { name: 'Delete', exact: true }).click();
    await card().getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText(`Deleted the subscription to ${receiverUrl}.`).waitFor();
    await page.getByText('No webhook subscriptions in this workspace.').waitFor();
    expect((await h.call('GET', '/v1/webhooks')).body.data).toEqual([]);
  });

  it('refuses a private address beside the URL field, from its code', async () => {
    const form = page.getByRole('form', { name: 'Subscribe an address' });
    await form.getByLabel('Address (URL)').fill('http://10.0.0.1/x');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const url = form.getByRole('textbox', { name: 'Address (URL)' });
    await until(
      async () => (await url.getAttribute('aria-invalid')) === 'true',
      5000,
      'the URL marked invalid',
    );
    const described = await url.getAttribute('aria-describedby');
    expect(await page.locator(`#${described}`).textContent()).toBe(
      '10.0.0.1 is a private, loopback or link-local address: webhooks go to public addresses only.',
    );
    expect((await h.call('GET', '/v1/webhooks')).body.data).toEqual([]);
    expect(await dash.seriousViolations()).toEqual([]);
  });

  it('fits a 375 px phone with a subscription and its deliveries open, asked nothing elsewhere, broke no CSP rule', async () => {
    const made = await h.call('POST', '/v1/webhooks', { url: `${receiverUrl}?from=phone`, events: ['*'] });
    expect(made.status).toBe(201);
    expect((await h.call('POST', `/v1/webhooks/${made.body.id}/test`)).status).toBe(202);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    const phoneCard = page.getByRole('listitem').filter({ hasText: 'from=phone' });
    await phoneCard.getByRole('button', { name: 'Show deliveries' }).click();
    await phoneCard.getByRole('cell', { name: 'webhook.test', exact: true }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    expect(await dash.seriousViolations()).toEqual([]);
    expect(dash.elsewhere).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
