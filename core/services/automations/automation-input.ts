import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import type { DefaultedFeature } from '../../channels/features';
import type { ChannelPlugin } from '../../channels/plugin';
import type { PluginRegistry } from '../../channels/registry';
import { Account, PostTarget, type KeywordMatch, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import type { AccountService } from '../accounts/account-service';
import type { MediaService } from '../media/media-service';
import type { WorkspaceService } from '../people/workspace-service';

/**
 * The checks of what an automation names that its schema cannot make: the account (connected, in
 * this workspace, on a channel that can send a private message), the post of a `post` trigger
 * (ours, out on that account), the file it delivers (ours, complete, an image or a document).
 */
export class AutomationInput {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
    private readonly workspaces: WorkspaceService,
    private readonly media: MediaService,
  ) {}

  /** The connected account, on a channel whose `dm` row is true; else 404 or 400 `not_supported`. */
  async account(auth: AuthContext, workspace: Workspace, accountId: string): Promise<Account> {
    const account = await this.orm.em.fork().findOne(Account, { id: accountId });
    if (!account || account.workspaceId !== workspace.id || account.state === 'disconnected') {
      throw await this.accounts.notFound(auth, accountId, account);
    }
    const plugin = this.plugins.get(account.platform);
    if (!can(plugin, 'dm')) throw notSupported(plugin, 'dm', account.id);
    return account;
  }

  /** Our post `postId`, out on `account`: what a `post` trigger listens under. */
  async post(
    auth: AuthContext,
    workspace: Workspace,
    account: Account,
    postId: string,
  ): Promise<{ postId: string; externalId: string }> {
    const em = this.orm.em.fork();
    await this.workspaces.postIn(auth, workspace, postId, em);
    const target = await em.findOne(PostTarget, { postId, accountId: account.id, deletedAt: null });
    if (!target) {
      throw AppError.of(
        'invalid_params',
        { field: 'trigger.postId' },
        `trigger.postId: post ${postId} did not go to account ${account.id}; name a post of that account.`,
      );
    }
    if (target.status !== 'published' || !target.externalId) {
      throw AppError.of(
        'not_published',
        { postId, accountId: account.id },
        `Post ${postId} has not gone out on account ${account.id} yet; comments come once it has.`,
      );
    }
    return { postId, externalId: target.externalId };
  }

  /** `deliver.mediaId`: an image or a document of this workspace, complete. */
  async mediaId(workspace: Workspace, mediaId: string): Promise<string> {
    return (await this.media.requireDeliverable(workspace.id, mediaId)).id;
  }
}

/** True when the channel's row for `feature` says it can (a `partial` row counts: it can, sometimes). */
export function can(plugin: ChannelPlugin, feature: DefaultedFeature): boolean {
  const row = plugin.features.find((r) => r.feature === feature);
  return row !== undefined && row.supported !== false;
}

/** 400 `not_supported` with the feature row's sentence. */
export function notSupported(plugin: ChannelPlugin, feature: DefaultedFeature, accountId: string): AppError {
  const row = plugin.features.find((r) => r.feature === feature);
  return AppError.of(
    'not_supported',
    { platform: plugin.id, feature, accountId },
    row?.condition ?? `The ${plugin.id} channel cannot do this.`,
  );
}

/**
 * Keywords as they are kept and matched: NFC, trimmed, each once (compared case-insensitively, as
 * a comment is matched).
 */
export function normalKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords) {
    const word = raw.normalize('NFC').trim();
    const key = word.toLocaleLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}

/**
 * Whether a comment's text answers to these keywords: any comment when there are none; `exact`:
 * the whole comment is a keyword; `contains`: a keyword is in it. Case-insensitive, both sides NFC.
 * The delivery engine (next slice) calls it for every comment that arrives.
 */
export function matchesKeywords(text: string, keywords: readonly string[], match: KeywordMatch): boolean {
  if (keywords.length === 0) return true;
  const comment = text.normalize('NFC').trim().toLocaleLowerCase();
  return keywords.some((k) => {
    const word = k.normalize('NFC').toLocaleLowerCase();
    return match === 'exact' ? comment === word : comment.includes(word);
  });
}
