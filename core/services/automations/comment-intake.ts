import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config';
import { WebhookSignatureError, type CommentEvent, type DmCapability } from '../../channels/dm';
import type { PluginRegistry } from '../../channels/registry';
import { Account, Automation } from '../../entities';
import { AppError } from '../../errors/app-error';
import type { AutomationWorkflows } from '../../temporal/automation-workflows';
import { webhookSecrets } from './webhook-secrets';

/**
 * Comments coming in (`GET` and `POST /v1/platform-webhooks/{platform}`): the signature is checked, then
 * each comment is handed to every enabled automation of the accounts it was made under, as one
 * workflow per (automation, comment). Whether it matches is the workflow's to decide, so the
 * answer stays quick; a comment sent again starts nothing new (the workflow id is taken).
 */
export class CommentIntake {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly config: Config,
    private readonly workflows: AutomationWorkflows,
  ) {}

  /** Meta's subscription check: the challenge back when the verify token is ours, else 401. */
  verify(platform: string, query: Record<string, unknown>): string {
    this.dmOf(platform);
    const { verifyToken } = webhookSecrets(this.config, platform);
    if (
      query['hub.mode'] !== 'subscribe' ||
      verifyToken === '' ||
      query['hub.verify_token'] !== verifyToken
    ) {
      throw AppError.of(
        'unauthenticated',
        { field: 'hub.verify_token' },
        'hub.verify_token is not this service’s verify token.',
      );
    }
    return String(query['hub.challenge'] ?? '');
  }

  async receive(
    platform: string,
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<{ comments: number; started: number }> {
    const dm = this.dmOf(platform);
    const { appSecret } = webhookSecrets(this.config, platform);
    let events: CommentEvent[];
    try {
      if (!appSecret)
        throw new WebhookSignatureError(
          `No app secret is set for ${platform} (${platform.toUpperCase()}_CLIENT_SECRET).`,
        );
      events = dm.parseWebhook(headers, rawBody, appSecret);
    } catch (err) {
      if (!(err instanceof WebhookSignatureError)) throw err;
      throw AppError.of('unauthenticated', { field: 'x-hub-signature-256' }, err.message);
    }
    let started = 0;
    for (const comment of events) {
      for (const automation of await this.listeners(platform, comment.accountExternalId)) {
        if (await this.workflows.deliver(automation, { automationId: automation.id, platform, comment }))
          started += 1;
      }
    }
    return { comments: events.length, started };
  }

  /** The enabled automations of every connected account the comment was made under. */
  private async listeners(platform: string, accountExternalId: string): Promise<Automation[]> {
    const em = this.orm.em.fork();
    const accounts = await em.find(Account, {
      platform,
      externalAccountId: accountExternalId,
      state: { $ne: 'disconnected' },
    });
    if (accounts.length === 0) return [];
    return em.find(Automation, { accountId: { $in: accounts.map((a) => a.id) }, status: 'enabled' });
  }

  private dmOf(platform: string): DmCapability {
    const plugin = this.plugins.get(platform);
    if (!plugin.dm) {
      throw AppError.of(
        'not_supported',
        { platform, feature: 'dm' },
        `The ${platform} channel sends no comment webhooks.`,
      );
    }
    return plugin.dm;
  }
}
