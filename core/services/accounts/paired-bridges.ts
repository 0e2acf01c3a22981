import type { EntityManager } from '@mikro-orm/postgresql';
import type { PluginRegistry } from '../../channels/registry';
import { Bridge, type Account } from '../../entities';

/**
 * The paired extensions of those accounts whose channel has a bridge, by account id. Apart from
 * bridge-jobs.ts: accounts and post checks read pairings without the jobs, which publish, which
 * needs accounts.
 */
export async function bridgesOf(
  em: EntityManager,
  plugins: PluginRegistry,
  accounts: Account[],
): Promise<Map<string, Bridge>> {
  const bridged = accounts.filter((a) => plugins.get(a.platform).bridge).map((a) => a.id);
  const rows = bridged.length > 0 ? await em.find(Bridge, { accountId: { $in: bridged } }) : [];
  return new Map(rows.map((b) => [b.accountId, b]));
}
