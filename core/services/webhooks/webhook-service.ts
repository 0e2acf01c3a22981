import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';
import { WebhookDelivery, WebhookSubscription, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId, randomToken } from '../../ids';
import type { SecretBox } from '../../secrets';
import type { WebhookQueues } from '../../temporal/webhook-workflows';
import type { WorkspaceService } from '../people/workspace-service';
import { checkWebhookUrl, type WebhookAddressRules } from './webhook-address';
import type { WebhookEvents } from './webhook-events';
import { webhookDeliveryView, webhookView, type WebhookDeliveryView, type WebhookView } from './webhook-view';

/** How long the secret before a rotation keeps signing (issue 28). */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

export interface CreateWebhookInput {
  url: string;
  events: string[];
  description?: string;
}

export interface PatchWebhookInput {
  url?: string;
  events?: string[];
  description?: string | null;
  /** `active` turns a disabled or failing subscription back on; `disabled` stops its deliveries. */
  status?: 'active' | 'disabled';
}

export interface WebhookListQuery {
  limit?: number;
  before?: string;
}

/**
 * Outbound webhooks (issue 28): a workspace's subscriptions (create with the secret shown once,
 * read, list, change, delete, rotate the secret), a test event, and the deliveries with a redeliver.
 * Reads need `workspaces:read`, changes `workspaces:write`: a subscription is a workspace setting.
 */
export class WebhookService {
  constructor(
    private readonly orm: MikroORM,
    private readonly secrets: SecretBox,
    private readonly workspaces: WorkspaceService,
    private readonly events: WebhookEvents,
    private readonly queues: WebhookQueues | undefined,
    private readonly rules: WebhookAddressRules,
  ) {}

  async create(auth: AuthContext, workspace: Workspace, input: CreateWebhookInput): Promise<WebhookView> {
    requireScope(auth, 'workspaces:write');
    await checkWebhookUrl(input.url, this.rules);
    const secret = newSecret();
    const em = this.orm.em.fork();
    const subscription = em.create(WebhookSubscription, {
      id: newId('whk'),
      workspaceId: workspace.id,
      url: input.url,
      events: [...new Set(input.events)],
      description: input.description ?? null,
      secret: this.secrets.seal({ secret }),
    });
    await em.flush();
    return { ...webhookView(subscription), secret };
  }

  async list(
    auth: AuthContext,
    workspace: Workspace,
    query: WebhookListQuery,
  ): Promise<{ data: WebhookView[]; nextBefore: string | null }> {
    requireScope(auth, 'workspaces:read');
    const limit = query.limit ?? 20;
    const rows = await this.orm.em
      .fork()
      .find(
        WebhookSubscription,
        { workspaceId: workspace.id, ...(query.before ? { id: { $lt: query.before } } : {}) },
        { orderBy: { id: 'desc' }, limit: limit + 1 },
      );
    const page = rows.slice(0, limit);
    return {
      data: page.map((s) => webhookView(s)),
      nextBefore: rows.length > limit ? page[page.length - 1].id : null,
    };
  }

  async get(auth: AuthContext, workspace: Workspace, id: string): Promise<WebhookView> {
    requireScope(auth, 'workspaces:read');
    return webhookView(await this.find(auth, workspace, this.orm.em.fork(), id));
  }

  async patch(
    auth: AuthContext,
    workspace: Workspace,
    id: string,
    input: PatchWebhookInput,
  ): Promise<WebhookView> {
    requireScope(auth, 'workspaces:write');
    if (input.url !== undefined) await checkWebhookUrl(input.url, this.rules);
    const em = this.orm.em.fork();
    const subscription = await this.find(auth, workspace, em, id);
    if (input.url !== undefined) subscription.url = input.url;
    if (input.events !== undefined) subscription.events = [...new Set(input.events)];
    if (input.description !== undefined) subscription.description = input.description;
    if (input.status === 'disabled') subscription.status = 'disabled';
    if (input.status === 'active') {
      subscription.status = 'active';
      subscription.failureReason = null;
      subscription.consecutiveFailures = 0;
    }
    await em.flush();
    return webhookView(subscription);
  }

  /** Removes the subscription and its deliveries; a delivery being tried ends at its next step. */
  async delete(auth: AuthContext, workspace: Workspace, id: string): Promise<{ id: string; deleted: true }> {
    requireScope(auth, 'workspaces:write');
    const em = this.orm.em.fork();
    const subscription = await this.find(auth, workspace, em, id);
    await em.nativeDelete(WebhookDelivery, { subscriptionId: subscription.id });
    await em.removeAndFlush(subscription);
    return { id, deleted: true };
  }

  /** A new secret, shown once; the one it replaces keeps signing for 24 hours. */
  async rotate(auth: AuthContext, workspace: Workspace, id: string): Promise<WebhookView> {
    requireScope(auth, 'workspaces:write');
    const em = this.orm.em.fork();
    const subscription = await this.find(auth, workspace, em, id);
    const secret = newSecret();
    subscription.previousSecret = subscription.secret;
    subscription.previousSecretUntil = new Date(Date.now() + ROTATION_OVERLAP_MS);
    subscription.secret = this.secrets.seal({ secret });
    await em.flush();
    return { ...webhookView(subscription), secret };
  }

  /** Queues a `webhook.test` event (`data`: the subscription) to this subscription only. */
  async test(auth: AuthContext, workspace: Workspace, id: string): Promise<WebhookDeliveryView> {
    requireScope(auth, 'workspaces:write');
    const em = this.orm.em.fork();
    const subscription = await this.find(auth, workspace, em, id);
    const [deliveryId] = await this.events.emit(
      {
        id: `webhook.test:${newId('evt')}`,
        type: 'webhook.test',
        workspaceId: workspace.id,
        orderKey: 'test',
        data: webhookView(subscription),
      },
      subscription,
    );
    return webhookDeliveryView(await em.findOneOrFail(WebhookDelivery, { id: deliveryId }));
  }

  async deliveries(
    auth: AuthContext,
    workspace: Workspace,
    id: string,
    query: WebhookListQuery,
  ): Promise<{ data: WebhookDeliveryView[]; nextBefore: string | null }> {
    requireScope(auth, 'workspaces:read');
    const em = this.orm.em.fork();
    const subscription = await this.find(auth, workspace, em, id);
    const limit = query.limit ?? 20;
    const rows = await em.find(
      WebhookDelivery,
      { subscriptionId: subscription.id, ...(query.before ? { id: { $lt: query.before } } : {}) },
      { orderBy: { id: 'desc' }, limit: limit + 1 },
    );
    const page = rows.slice(0, limit);
    return {
      data: page.map(webhookDeliveryView),
      nextBefore: rows.length > limit ? page[page.length - 1].id : null,
    };
  }

  /** Sends a delivery again (the same event id and body), after those of its key still pending. */
  async redeliver(
    auth: AuthContext,
    workspace: Workspace,
    id: string,
    deliveryId: string,
  ): Promise<WebhookDeliveryView> {
    requireScope(auth, 'workspaces:write');
    const em = this.orm.em.fork();
    const subscription = await this.find(auth, workspace, em, id);
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId, subscriptionId: subscription.id });
    if (!delivery) {
      throw AppError.of(
        'webhook_delivery_not_found',
        { id: deliveryId },
        `No delivery ${deliveryId} of webhook ${subscription.id}.`,
      );
    }
    delivery.state = 'pending';
    await em.flush();
    await this.queues?.kick(subscription, delivery.orderKey);
    return webhookDeliveryView(delivery);
  }

  /** The subscription of this workspace; 404 `webhook_not_found`, or `workspace_mismatch`. */
  private async find(auth: AuthContext, workspace: Workspace, em: MikroORM['em'], id: string) {
    const subscription = await em.findOne(WebhookSubscription, { id });
    if (!subscription || subscription.workspaceId !== workspace.id) {
      const notFound = AppError.of(
        'webhook_not_found',
        { id },
        `No webhook subscription ${id} in this workspace.`,
      );
      throw await this.workspaces.mismatchOr(auth, subscription?.workspaceId, notFound);
    }
    return subscription;
  }
}

/** `whsec_` and 32 random bytes: the prefix tells a leaked value for what it is. */
function newSecret(): string {
  return `whsec_${randomToken(32)}`;
}
