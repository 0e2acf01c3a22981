import { ApplicationFailure, Context } from '@temporalio/activity';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import type { ChannelPlugin, PublishContext } from '../core/channels/plugin';
import { PluginRegistry } from '../core/channels/registry';
import { ORM } from '../core/container';
import { Account } from '../core/entities';
import { AccountService } from '../core/services/accounts/account-service';
import {
  READ_ATTEMPTS,
  type ReadChannelInput,
  type ReadFailure,
  type ReadOutcome,
} from '../core/temporal/read-workflows';

/** The live channel reads, built from the container: one plugin call for one account. */
export function createReadActivities(container: DependencyContainer) {
  const orm = container.resolve<MikroORM>(ORM);

  return {
    async readChannelActivity(input: ReadChannelInput): Promise<ReadOutcome> {
      const outcome = await RequestContext.create(orm.em, () => read(container, input));
      if (!outcome.ok && outcome.failure.retryable && Context.current().info.attempt < READ_ATTEMPTS) {
        throw ApplicationFailure.create({ type: outcome.failure.code, message: outcome.failure.message });
      }
      return outcome;
    },
  };
}

async function read(container: DependencyContainer, input: ReadChannelInput): Promise<ReadOutcome> {
  const account = await container.resolve<MikroORM>(ORM).em.findOne(Account, { id: input.accountId });
  if (!account || account.state === 'disconnected') {
    return failed({
      code: 'account_not_found',
      message: `No connected account ${input.accountId}.`,
      retryable: false,
    });
  }
  const plugin = container.resolve(PluginRegistry).get(account.platform);
  const ctx: PublishContext = container
    .resolve(AccountService)
    .callContext(account, Context.current().cancellationSignal);
  try {
    return { ok: true, data: await call(plugin, ctx, input) };
  } catch (err) {
    const classified = plugin.classify(err);
    const status = (err as { status?: unknown } | null)?.status;
    return failed({
      code: classified.code,
      message: classified.message,
      retryable: classified.retryable,
      ...(typeof status === 'number' ? { upstreamStatus: status } : {}),
    });
  }
}

function call(plugin: ChannelPlugin, ctx: PublishContext, input: ReadChannelInput): Promise<unknown> {
  const unsupported = () => Promise.reject(new Error(`the ${plugin.id} channel has no ${input.read} read`));
  switch (input.read) {
    case 'posts':
      return plugin.channelPosts ? plugin.channelPosts(ctx, input.limit ?? 25) : unsupported();
    case 'quota':
      return plugin.quota ? plugin.quota(ctx) : unsupported();
    case 'publishOptions':
      return plugin.publishOptions ? plugin.publishOptions(ctx) : unsupported();
    case 'metrics':
      return plugin.metrics ? plugin.metrics(ctx, input.externalId ?? '') : unsupported();
    case 'replies':
      return plugin.replies ? plugin.replies(ctx, input.externalId ?? '', input.limit ?? 25) : unsupported();
  }
}

function failed(failure: ReadFailure): ReadOutcome {
  return { ok: false, failure };
}

export type ReadActivities = ReturnType<typeof createReadActivities>;
