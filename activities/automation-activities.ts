import { Context } from '@temporalio/activity';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import type { CommentEvent } from '../core/channels/dm';
import { ORM } from '../core/container';
import { AutomationSteps } from '../core/services/automations/automation-steps';
import { DeliveryRunner } from '../core/services/automations/delivery-runner';
import type { DeliverCommentInput } from '../core/temporal/automation-ids';

// The workflows' inputs, for workflow code (which imports nothing from core/).
export type { DeliverCommentInput, PastCommentsInput } from '../core/temporal/automation-ids';
import { retryFailure } from './retry-failure';

export interface DeliveryResult {
  status: 'ignored' | 'pending' | 'sent' | 'skipped' | 'failed' | 'unconfirmed';
  reason: string | null;
  deliveryId: string | null;
}

/** The automation workflows' steps, built from the container (workflows/deliver-comment.ts, past-comments.ts). */
export function createAutomationActivities(container: DependencyContainer) {
  const orm = container.resolve<MikroORM>(ORM);
  const scoped = <T>(run: () => Promise<T>) => RequestContext.create(orm.em, run);
  const steps = () => container.resolve(AutomationSteps);

  return {
    /** One try at answering one comment; `maxAttempts` is the workflow's retry limit. */
    async deliverPrivateReply(input: DeliverCommentInput & { maxAttempts: number }): Promise<DeliveryResult> {
      const { attempt } = Context.current().info;
      const outcome = await scoped(() =>
        container
          .resolve(DeliveryRunner)
          .deliver(input.automationId, input.platform, input.comment, attempt >= input.maxAttempts),
      );
      if (outcome.kind === 'retry') throw retryFailure(outcome.failure);
      if (outcome.kind === 'ignored') return { status: 'ignored', reason: outcome.reason, deliveryId: null };
      return { status: outcome.status, reason: outcome.reason, deliveryId: outcome.deliveryId };
    },

    async preparePublicReply(input: { automationId: string; deliveryId: string }): Promise<string | null> {
      return scoped(() => steps().publicReply(input.automationId, input.deliveryId));
    },

    async listPastComments(input: { automationId: string; startedAt: string }): Promise<CommentEvent[]> {
      return scoped(() => steps().pastComments(input.automationId, input.startedAt));
    },

    async recordPastProgress(input: {
      automationId: string;
      startedAt: string;
      counts: { sent: number; skipped: number };
      status?: 'done' | 'stopped';
    }): Promise<boolean> {
      return scoped(() => steps().progress(input.automationId, input.startedAt, input.counts, input.status));
    },

    async deliveryStatus(input: { automationId: string; commentId: string }): Promise<string | null> {
      return scoped(() => steps().deliveryStatus(input.automationId, input.commentId));
    },
  };
}

export type AutomationActivities = ReturnType<typeof createAutomationActivities>;
