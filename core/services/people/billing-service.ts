import type { MikroORM } from '@mikro-orm/postgresql';
import { keyCacheOf } from '../../auth/key-cache';
import type Stripe from 'stripe';
import type { AuthContext } from '../../auth/auth-context';
import type { Config } from '../../config';
import { Person, Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';

/** Subscription states in which the workspaces are paid for. */
const PAID_STATUSES = ['active', 'trialing', 'past_due'];

interface SubscriptionRow {
  person_id: string;
  customer_id: string;
  subscription_id: string | null;
  status: string;
  workspaces: number;
  current_period_end: Date | null;
}

export interface PlanView {
  plan: 'free' | 'paid';
  /** The Stripe customer, once a checkout was made. */
  customerId: string | null;
  workspaces: { used: number; limit: number | null };
  subscription: { status: string; workspaces: number; currentPeriodEnd: string | null } | null;
  fullAccess: boolean;
  /** Whether checkout and the portal work here (Stripe configured, and not full access for all). */
  billingEnabled: boolean;
}

/**
 * Plans and billing (spec: What the service does 11): workspaces are the billing unit; a paid
 * plan pays for a number of workspaces through a Stripe subscription. Checkout and the billing
 * portal are Stripe sessions; what the subscription becomes arrives by signed webhooks (applied
 * once per event id, in a workflow) and is checked daily against Stripe (a missed webhook).
 */
export class BillingService {
  constructor(
    private readonly orm: MikroORM,
    private readonly config: Config,
    private readonly stripe: Stripe | undefined,
  ) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  private async row(personId: string): Promise<SubscriptionRow | undefined> {
    return (
      await this.sql.execute<SubscriptionRow[]>(`select * from "subscriptions" where "person_id" = ?`, [
        personId,
      ])
    )[0];
  }

  /** Workspaces the person's plan includes; null when there is no limit. */
  async workspaceLimit(personId: string): Promise<number | null> {
    return this.limitOf(await this.row(personId));
  }

  private limitOf(row: SubscriptionRow | undefined): number | null {
    if (this.config.billing.fullAccess) return null;
    if (row && PAID_STATUSES.includes(row.status)) return row.workspaces;
    return this.config.billing.freePlanWorkspaces > 0 ? this.config.billing.freePlanWorkspaces : null;
  }

  /** 403 `workspace_limit` (+used, +limit) when one more workspace is more than the plan includes. */
  async requireRoomForWorkspace(personId: string): Promise<void> {
    const limit = await this.workspaceLimit(personId);
    if (limit === null) return;
    const used = await this.orm.em.fork().count(Workspace, { personId });
    if (used + 1 > limit)
      throw AppError.of(
        'workspace_limit',
        { used, limit },
        `Your plan includes ${limit} workspace${limit === 1 ? '' : 's'} and you have ${used}; check out a plan with more (POST /v1/billing/checkout).`,
      );
  }

  async plan(auth: AuthContext): Promise<PlanView> {
    const row = await this.row(auth.person.id);
    const paid = Boolean(row && PAID_STATUSES.includes(row.status));
    return {
      plan: paid ? 'paid' : 'free',
      customerId: row?.customer_id ?? null,
      workspaces: {
        used: await this.orm.em.fork().count(Workspace, { personId: auth.person.id }),
        limit: this.limitOf(row),
      },
      subscription:
        row && row.subscription_id
          ? {
              status: row.status,
              workspaces: row.workspaces,
              currentPeriodEnd: row.current_period_end
                ? new Date(row.current_period_end).toISOString()
                : null,
            }
          : null,
      fullAccess: this.config.billing.fullAccess,
      billingEnabled: !this.config.billing.fullAccess && this.stripe !== undefined,
    };
  }

  private client(): Stripe {
    if (this.config.billing.fullAccess)
      throw AppError.of(
        'full_access_open',
        {},
        'Every feature is open to all on this server (BILLING_FULL_ACCESS); nothing to buy.',
      );
    if (!this.stripe)
      throw AppError.of(
        'billing_not_configured',
        {},
        'Billing is not switched on for this server (STRIPE_SECRET_KEY).',
      );
    return this.stripe;
  }

  /** A Stripe Checkout for a plan of `workspaces` workspaces in all (not fewer than the plan has now). */
  async checkout(
    auth: AuthContext,
    workspaces: unknown,
  ): Promise<{ url: string; sessionId: string; workspaces: number }> {
    const stripe = this.client();
    const row = await this.row(auth.person.id);
    const current = row && PAID_STATUSES.includes(row.status) ? row.workspaces : 0;
    if (
      typeof workspaces !== 'number' ||
      !Number.isInteger(workspaces) ||
      workspaces < Math.max(1, current) ||
      workspaces > 1000
    )
      throw AppError.of(
        'workspaces_invalid',
        { workspaces, current },
        `workspaces: the total number of workspaces wanted, a whole number from ${Math.max(1, current)} (your plan has ${current}) to 1000.`,
      );
    let customerId = row?.customer_id;
    if (!customerId) {
      const customer = await stripe.customers.create({
        email: auth.person.email,
        metadata: { personId: auth.person.id },
      });
      customerId = customer.id;
      await this.sql.execute(
        `insert into "subscriptions" ("person_id", "customer_id", "status", "updated_at") values (?, ?, 'none', now()) on conflict ("person_id") do nothing`,
        [auth.person.id, customerId],
      );
    }
    const base = this.config.publicUrl;
    const session = await stripe.checkout.sessions
      .create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: auth.person.id,
        line_items: [{ price: this.config.billing.priceId, quantity: workspaces }],
        subscription_data: { metadata: { personId: auth.person.id } },
        metadata: { personId: auth.person.id, workspaces: String(workspaces) },
        success_url: `${base}/v1/billing?checkout=done`,
        cancel_url: `${base}/v1/billing?checkout=cancelled`,
      })
      .catch((err: unknown) => {
        throw checkoutFailed().because(err);
      });
    if (!session.url) throw checkoutFailed();
    return { url: session.url, sessionId: session.id, workspaces };
  }

  async portal(auth: AuthContext): Promise<{ url: string }> {
    const stripe = this.client();
    const row = await this.row(auth.person.id);
    if (!row?.subscription_id)
      throw AppError.of(
        'no_subscription',
        {},
        'There is no paid subscription, so no billing portal; check out a plan first.',
      );
    const session = await stripe.billingPortal.sessions
      .create({ customer: row.customer_id, return_url: `${this.config.publicUrl}/v1/billing` })
      .catch((err: unknown) => {
        throw portalFailed().because(err);
      });
    if (!session.url) throw portalFailed();
    return { url: session.url };
  }

  /** A webhook's event, its signature checked against STRIPE_WEBHOOK_SECRET; undefined when it does not hold. */
  verifyWebhook(raw: string, signature: string | undefined): Stripe.Event | undefined {
    if (!this.stripe || !this.config.billing.webhookSecret || !signature) return undefined;
    try {
      return this.stripe.webhooks.constructEvent(raw, signature, this.config.billing.webhookSecret);
    } catch {
      return undefined;
    }
  }

  /** True the first time an event id is seen (Stripe sends an event more than once). */
  async recordEvent(event: Pick<Stripe.Event, 'id' | 'type'>): Promise<boolean> {
    const rows = await this.sql.execute<Array<{ id: string }>>(
      `insert into "stripe_events" ("id", "type", "received_at") values (?, ?, now()) on conflict ("id") do nothing returning "id"`,
      [event.id, event.type],
    );
    return rows.length > 0;
  }

  /** What an event says about a subscription, stored; the person's plan follows. */
  async applyEvent(event: {
    id: string;
    type: string;
    data: { object: Record<string, unknown> };
  }): Promise<string> {
    const object = event.data.object;
    let outcome = 'ignored';
    if (event.type === 'checkout.session.completed') {
      const personId =
        (object.client_reference_id as string | undefined) ??
        (object.metadata as Record<string, string> | undefined)?.personId;
      const workspaces = Number((object.metadata as Record<string, string> | undefined)?.workspaces ?? 0);
      if (personId && typeof object.subscription === 'string') {
        await this.store(
          personId,
          String(object.customer ?? ''),
          object.subscription,
          'active',
          workspaces,
          null,
        );
        outcome = 'subscribed';
      }
    } else if (event.type.startsWith('customer.subscription.')) {
      const personId = await this.personOf(object);
      if (personId) {
        const status =
          event.type === 'customer.subscription.deleted' ? 'canceled' : String(object.status ?? 'active');
        await this.store(
          personId,
          String(object.customer ?? ''),
          String(object.id),
          status,
          quantityOf(object),
          periodEndOf(object),
        );
        outcome = status;
      }
    }
    await this.sql.execute(`update "stripe_events" set "applied_at" = now() where "id" = ?`, [event.id]);
    return outcome;
  }

  /** Every subscription we know, read again from Stripe: what a missed webhook would have said. */
  async reconcile(): Promise<{ checked: number; changed: number }> {
    if (!this.stripe) return { checked: 0, changed: 0 };
    const rows = await this.sql.execute<SubscriptionRow[]>(
      `select * from "subscriptions" where "subscription_id" is not null`,
    );
    let changed = 0;
    for (const row of rows) {
      const sub = (await this.stripe.subscriptions.retrieve(row.subscription_id!)) as unknown as Record<
        string,
        unknown
      >;
      const status = String(sub.status);
      const workspaces = quantityOf(sub) || row.workspaces;
      if (status !== row.status || workspaces !== row.workspaces) changed += 1;
      await this.store(
        row.person_id,
        row.customer_id,
        row.subscription_id!,
        status,
        workspaces,
        periodEndOf(sub),
      );
    }
    return { checked: rows.length, changed };
  }

  private async personOf(object: Record<string, unknown>): Promise<string | undefined> {
    const fromMetadata = (object.metadata as Record<string, string> | undefined)?.personId;
    if (fromMetadata) return fromMetadata;
    const rows = await this.sql.execute<Array<{ person_id: string }>>(
      `select "person_id" from "subscriptions" where "subscription_id" = ? or "customer_id" = ?`,
      [String(object.id ?? ''), String(object.customer ?? '')],
    );
    return rows[0]?.person_id;
  }

  private async store(
    personId: string,
    customerId: string,
    subscriptionId: string,
    status: string,
    workspaces: number,
    periodEnd: Date | null,
  ): Promise<void> {
    await this.sql.execute(
      `insert into "subscriptions" ("person_id", "customer_id", "subscription_id", "status", "workspaces", "current_period_end", "updated_at")
       values (?, ?, ?, ?, ?, ?, now())
       on conflict ("person_id") do update set "subscription_id" = excluded."subscription_id", "status" = excluded."status",
         "workspaces" = case when excluded."workspaces" > 0 then excluded."workspaces" else "subscriptions"."workspaces" end,
         "current_period_end" = coalesce(excluded."current_period_end", "subscriptions"."current_period_end"), "updated_at" = now()`,
      [personId, customerId || `cus_unknown_${personId}`, subscriptionId, status, workspaces, periodEnd],
    );
    const paid = PAID_STATUSES.includes(status);
    await this.orm.em.fork().nativeUpdate(Person, { id: personId }, { plan: paid ? 'paid' : 'free' });
    // The plan a key's person has is cached with the key: the next request reads it again.
    keyCacheOf(this.orm).clear();
  }
}

function quantityOf(object: Record<string, unknown>): number {
  const items = (object.items as { data?: Array<{ quantity?: number }> } | undefined)?.data ?? [];
  return items.reduce((n, i) => n + (i.quantity ?? 0), 0);
}

function periodEndOf(object: Record<string, unknown>): Date | null {
  const end =
    object.current_period_end ??
    (object.items as { data?: Array<{ current_period_end?: number }> } | undefined)?.data?.[0]
      ?.current_period_end;
  return typeof end === 'number' ? new Date(end * 1000) : null;
}

/** What the client gets when Stripe gave no checkout page; Stripe's own error, if any, goes to the log. */
function checkoutFailed(): AppError {
  return AppError.of(
    'checkout_failed',
    {},
    'The payment provider gave no checkout page; nothing was charged. Try again.',
  );
}

function portalFailed(): AppError {
  return AppError.of('portal_failed', {}, 'The payment provider gave no portal link. Try again.');
}
