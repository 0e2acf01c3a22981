import type { EntityManager } from '@mikro-orm/postgresql';
import type { EngagementKind } from '../../channels/engagement';
import { Bridge } from '../../entities';
import { AppError } from '../../errors/app-error';
import type { AccountService } from '../accounts/account-service';
import { bridgeOffline } from '../accounts/bridge-jobs';
import type { ResolvedTarget } from './engagement-targets';

/**
 * For a channel reached through the person's browser extension (the Korean blog): refused before
 * anything is stored or sent when no extension is online (503 `bridge_offline` with bridge.wake)
 * or the one paired is too old for engagement (`extension_outdated`), as a live edit is.
 */
export async function requireEngagementBridge(
  em: EntityManager,
  accounts: AccountService,
  target: ResolvedTarget,
  kind: EngagementKind,
): Promise<void> {
  const capability = target.plugin.bridge;
  if (!capability) return;
  const bridge = await em.findOne(Bridge, { accountId: target.account.id });
  if (!bridge?.online) {
    throw bridgeOffline(target.account.id, bridge, accounts.wakeOf(target.account), 'nothing was sent', {
      platform: target.plugin.id,
    });
  }
  const outdated = capability.outdated?.(kind, bridge.extensionVersion ?? '0');
  if (outdated) throw new AppError([outdated]);
}
