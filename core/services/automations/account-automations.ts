import type { EntityManager } from '@mikro-orm/core';
import { Automation, AutomationDelivery } from '../../entities';
import { turnOff } from './automation-off';

/**
 * What an account's automations would lose if it were disconnected (`account_has_pending_posts`):
 * the enabled ones, and the conversations they started (deliveries `sent`).
 */
export async function automationWorkOf(
  em: EntityManager,
  accountId: string,
): Promise<{ liveAutomations: number; conversations: number }> {
  const automations = await em.find(Automation, { accountId }, { fields: ['id', 'status'] });
  const conversations = automations.length
    ? await em.count(AutomationDelivery, {
        automationId: { $in: automations.map((a) => a.id) },
        status: 'sent',
      })
    : 0;
  return { liveAutomations: automations.filter((a) => a.status === 'enabled').length, conversations };
}

/** A disconnected account answers no comment: its enabled automations are turned off. */
export async function turnOffAutomationsOf(
  em: EntityManager,
  accountId: string,
  now: Date,
): Promise<string[]> {
  const live = await em.find(Automation, { accountId, status: 'enabled' });
  live.forEach((a) => turnOff(a, now));
  return live.map((a) => a.id);
}
