import type { Client } from '@temporalio/client';
import http from 'node:http';
import Stripe from 'stripe';
import { stripeEventSender } from '../../core/sandbox/stripe-events';
import { listen } from '../support/listen';
import { TEMPORAL_CLIENT } from '../../core/container';
import { RequestContext } from '@mikro-orm/core';
import { WorkspaceService } from '../../core/services/people/workspace-service';
import { startHarness, type Harness } from '../support/harness';
import { connectAgent } from '../support/oauth-agent';
import { secondPerson } from '../support/people';
import { startStripeMock } from '../support/stripe-mock';
import { until } from '../support/wait';

const WEBHOOK_SECRET = 'whsec_test_fanout';
/** Event ids of this run: the Temporal server outlives a suite's database. */
const runId = Date.now().toString(36);

/** Plans and billing against stripe-mock: checkout, the signed webhook, workspaces, the portal, reconcile. */
describe('billing (Stripe, against stripe-mock)', () => {
  let h: Harness;
  let mock: { url: string; stop: () => void };
  const stripe = new Stripe('sk_test_123');

  beforeAll(async () => {
    mock = await startStripeMock();
    h = await startHarness({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: mock.url,
        FREE_PLAN_WORKSPACES: '1',
      },
    });
  }, 15 * 60_000);
  afterAll(async () => {
    await h?.close();
    mock?.stop();
  });

  /** A webhook as Stripe sends it, signed with the package's own test helper. */
  const webhook = (event: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return fetch(`${h.url}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });
  };

  it('checks out a paid plan for three workspaces, receives the webhook, and makes the workspaces', async () => {
    const buyer = await secondPerson(h, 'Buyer');
    const key = buyer.key;
    const limited = await h.call('POST', '/v1/workspaces', { name: 'Second' }, { key });
    expect([limited.status, limited.body.error]).toEqual([
      403,
      expect.objectContaining({ code: 'workspace_limit', used: 1, limit: 1 }),
    ]);

    for (const workspaces of [0, 2.5, '3', -1])
      expect((await h.call('POST', '/v1/billing/checkout', { workspaces }, { key })).body.error.code).toBe(
        'workspaces_invalid',
      );
    const noPortal = await h.call('POST', '/v1/billing/portal', {}, { key });
    expect([noPortal.status, noPortal.body.error.code]).toEqual([422, 'no_subscription']);

    const checkout = await h.call('POST', '/v1/billing/checkout', { workspaces: 3 }, { key });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toMatchObject({
      workspaces: 3,
      url: expect.stringMatching(/^https:\/\//),
      sessionId: expect.stringMatching(/^cs_/),
    });

    // The checkout made the buyer a Stripe customer: the subscription row names the person.
    const personId = (
      await h.orm.em
        .getConnection()
        .execute<Array<{ person_id: string }>>(`select "person_id" from "subscriptions"`)
    )[0].person_id;
    const event = {
      id: `evt_checkout_${runId}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: checkout.body.sessionId,
          object: 'checkout.session',
          client_reference_id: personId,
          customer: 'cus_mock',
          subscription: 'sub_fanout_1',
          metadata: { personId, workspaces: '3' },
        },
      },
    };
    expect((await webhook(event, 'whsec_wrong')).status).toBe(400);
    const received = await webhook(event);
    expect(received.status).toBe(200);
    expect((await webhook(event)).status).toBe(200); // the same event again: applied once
    await until(
      async () => (await h.call('GET', '/v1/billing', undefined, { key })).body.plan === 'paid',
      20_000,
      'the plan to be paid',
    );
    const plan = await h.call('GET', '/v1/billing', undefined, { key });
    expect(plan.body).toMatchObject({
      plan: 'paid',
      workspaces: { used: 1, limit: 3 },
      subscription: { status: 'active', workspaces: 3 },
      billingEnabled: true,
    });

    for (const name of ['Second', 'Third'])
      expect((await h.call('POST', '/v1/workspaces', { name }, { key })).status).toBe(201);
    const fourth = await h.call('POST', '/v1/workspaces', { name: 'Fourth' }, { key });
    expect(fourth.body.error).toMatchObject({ code: 'workspace_limit', used: 3, limit: 3 });

    const portal = await h.call('POST', '/v1/billing/portal', {}, { key });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\//);

    // A cancellation arrives: back to the free plan's one workspace.
    await webhook({
      id: `evt_sub_deleted_${runId}`,
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: 'sub_fanout_1',
          object: 'subscription',
          customer: 'cus_mock',
          status: 'canceled',
          metadata: { personId },
          items: { data: [{ quantity: 3 }] },
        },
      },
    });
    await until(
      async () => (await h.call('GET', '/v1/billing', undefined, { key })).body.plan === 'free',
      20_000,
      'the plan to be free',
    );
    const events = await h.orm.em
      .getConnection()
      .execute<Array<{ id: string }>>(
        `select "id" from "stripe_events" where "applied_at" is not null order by "id"`,
      );
    expect(events.map((e) => e.id)).toEqual([`evt_checkout_${runId}`, `evt_sub_deleted_${runId}`]);
  }, 60_000);

  it("delivers the sandbox's signed events (POST <sandbox>/_stripe/events) as Stripe would", async () => {
    const sender = await listen(
      http.createServer((req, res) => void stripeEventSender(h.url, WEBHOOK_SECRET)(req, res)),
    );
    try {
      const res = await fetch(sender.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'customer.subscription.updated',
          object: { id: 'sub_unknown', status: 'active' },
        }),
      });
      const answer = (await res.json()) as { sent: { id: string }; api: { status: number } };
      expect(answer.api.status).toBe(200);
      expect(answer.sent.id).toMatch(/^evt_sandbox_/);
      const bad = await fetch(sender.url, { method: 'POST', body: '{}' });
      expect(bad.status).toBe(400);
    } finally {
      await sender.close();
    }
  });

  it('catches a missed webhook with the daily reconcile: the subscription as Stripe has it', async () => {
    const other = await secondPerson(h, 'Missed');
    const personId = (
      await h.orm.em
        .getConnection()
        .execute<Array<{ person_id: string }>>(
          `select "person_id" from "api_keys" where "name" = 'Other key' order by "created_at" desc limit 1`,
        )
    )[0].person_id;
    await h.orm.em
      .getConnection()
      .execute(
        `insert into "subscriptions" ("person_id", "customer_id", "subscription_id", "status", "workspaces", "updated_at") values (?, 'cus_missed', 'sub_missed', 'incomplete', 2, now())`,
        [personId],
      );
    expect((await h.call('GET', '/v1/billing', undefined, { key: other.key })).body.plan).toBe('free');
    const result = await h.container.resolve<Client>(TEMPORAL_CLIENT).workflow.execute('reconcileBilling', {
      taskQueue: h.config.taskQueue,
      workflowId: `reconcile-${Date.now()}`,
    });
    expect(result).toMatchObject({ changed: expect.any(Number) });
    const plan = await h.call('GET', '/v1/billing', undefined, { key: other.key });
    // stripe-mock answers every subscription as active: the missed activation is applied.
    expect(plan.body).toMatchObject({ plan: 'paid', subscription: { status: 'active' } });
  }, 60_000);

  it('refuses the plan, checkout and portal (person-level) with 403 to a key or agent reaching only some workspaces', async () => {
    // The demo person is a customer (a checkout made one) with a second workspace.
    expect((await h.call('POST', '/v1/billing/checkout', { workspaces: 2 })).status).toBe(200);
    const demo = (await h.call('GET', '/v1/workspaces')).body.data[0];
    const [{ person_id: personId }] = await h.orm.em
      .getConnection()
      .execute<Array<{ person_id: string }>>(`select "person_id" from "workspaces" where "id" = ?`, [
        demo.id,
      ]);
    // Made as a paid plan would allow it (this suite's free plan has one workspace).
    const side = await RequestContext.create(h.orm.em, () =>
      h.container.resolve(WorkspaceService).createFor(personId, 'Side'),
    );
    const limitedKey = (await h.call('POST', '/v1/keys', { name: 'demo only', workspaceIds: [demo.id] })).body
      .key;
    const partAgent = (await connectAgent(h, 'Agent in demo', { workspaceIds: [demo.id] })).accessToken;
    const wholeAgent = (await connectAgent(h, 'Agent in both', { workspaceIds: [demo.id, side.id] }))
      .accessToken;

    for (const key of [limitedKey, partAgent]) {
      for (const [method, path, body] of [
        ['GET', '/v1/billing', undefined],
        ['POST', '/v1/billing/checkout', { workspaces: 3 }],
        ['POST', '/v1/billing/portal', {}],
      ] as const) {
        const res = await h.call(method, path, body, { key });
        expect([res.status, res.body.error?.code, res.body.error?.scope]).toEqual([
          403,
          'forbidden_scope',
          'allWorkspaces',
        ]);
        expect(JSON.stringify(res.body)).not.toContain('cus_');
      }
    }
    // Reaching every workspace, a key or an agent reads the plan.
    for (const key of [h.apiKey, wholeAgent]) {
      const plan = await h.call('GET', '/v1/billing', undefined, { key });
      expect([plan.status, plan.body.customerId]).toEqual([200, expect.stringMatching(/^cus_/)]);
    }
  }, 60_000);
});

describe('billing switched off, or every feature open', () => {
  it('answers billing_not_configured without keys, and full_access_open when everything is open', async () => {
    const off = await startHarness();
    try {
      const checkout = await off.call('POST', '/v1/billing/checkout', { workspaces: 2 });
      expect([checkout.status, checkout.body.error.code]).toEqual([503, 'billing_not_configured']);
      expect((await off.call('POST', '/v1/billing/portal', {})).body.error.code).toBe(
        'billing_not_configured',
      );
      expect((await off.call('GET', '/v1/billing')).body).toMatchObject({
        plan: 'free',
        workspaces: { limit: null },
        billingEnabled: false,
      });
    } finally {
      await off.close();
    }
    const open = await startHarness({ env: { BILLING_FULL_ACCESS: 'true', FREE_PLAN_WORKSPACES: '1' } });
    try {
      const checkout = await open.call('POST', '/v1/billing/checkout', { workspaces: 2 });
      expect([checkout.status, checkout.body.error.code]).toEqual([409, 'full_access_open']);
      expect((await open.call('GET', '/v1/billing')).body).toMatchObject({
        fullAccess: true,
        billingEnabled: false,
      });
      // Everything open: no workspace limit either.
      expect((await open.call('POST', '/v1/workspaces', { name: 'Another' })).status).toBe(201);
    } finally {
      await open.close();
    }
  }, 60_000);
});
