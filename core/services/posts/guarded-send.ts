import type { MikroORM } from '@mikro-orm/postgresql';
import { insertedWith, type RowsInsert } from '../../db/insert-rows';
import { advisoryXactLock } from './duplicate-guard';
import type { SendGuard, SendPlan } from './send-plan';

type Em = MikroORM['em'];

/**
 * The send guards' checks, in the transaction that is about to send a post: every guard's locks in
 * one statement, then each guard's query in order; the first refusal throws. Nothing changes then.
 */
export async function checkSend(em: Em, guards: SendGuard[], plan: SendPlan): Promise<void> {
  await lockAll(em, guards, plan);
  for (const refusal of refusalsOf(guards, plan)) {
    const [row] = await em.execute<Array<Record<string, unknown>>>(refusal.sql, refusal.params);
    if (row) throw refusal.refuse(row);
  }
}

/**
 * A new post's rows written in the statement that runs the guards' queries (after their locks, in
 * a statement of their own: a statement sees only what was committed before it began). A refusal
 * (the first, in the guards' order) throws, and the transaction takes the rows back.
 */
export async function insertChecked(
  em: Em,
  guards: SendGuard[],
  plan: SendPlan | null,
  inserts: RowsInsert[],
): Promise<void> {
  const refusals = plan ? refusalsOf(guards, plan) : [];
  if (plan) await lockAll(em, guards, plan);
  const found = await insertedWith(em, inserts, refusals);
  const refused = refusals.findIndex((_, i) => found[i] !== null);
  if (refused >= 0) throw refusals[refused].refuse(found[refused]!);
}

/** Every guard's advisory locks, in one statement, held until commit. */
function lockAll(em: Em, guards: SendGuard[], plan: SendPlan): Promise<void> {
  return advisoryXactLock(
    em,
    guards.flatMap((g) => g.locks(plan)),
  );
}

function refusalsOf(guards: SendGuard[], plan: SendPlan) {
  return guards.flatMap((g) => g.refusal(plan) ?? []);
}
