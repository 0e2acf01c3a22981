import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import {
  ActivityFailure,
  ApplicationFailure,
  condition,
  defineSignal,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  sleep,
  upsertMemo,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type * as activities from '../activities/publish-activities';
import { bridgeEventSignal, BridgeInbox, holdBridgeTarget } from './bridge-hold';

// The same names as core/temporal/post-workflows.ts and search-attributes.ts; workflows may not import core.
const StatusAttribute = defineSearchAttributeKey('FanoutStatus', SearchAttributeType.KEYWORD);
const ErrorCodesAttribute = defineSearchAttributeKey('FanoutErrorCodes', SearchAttributeType.KEYWORD_LIST);
export const publishNowSignal = defineSignal('publishNow');
export const rescheduleSignal = defineSignal<[string]>('reschedule');
export const unscheduleSignal = defineSignal('unschedule');

/** Tries per item; passed to the activity so its last try records the failure instead of throwing. */
const MAX_ATTEMPTS = 5;

const databaseStep = {
  // Short database steps: a worker that dies in one should not hold the post for a minute.
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '1s', maximumInterval: '30s' },
} as const;

/**
 * The database-only steps run as local activities: in the worker, inside the workflow task, with
 * no task queue round trip through the server each (a post used to cost five). They are safe to
 * run again after a crash: each decides under the post's row lock.
 */
const { startPublishing, settlePost } = proxyLocalActivities<activities.PublishActivities>(databaseStep);
/**
 * A whole post in one local activity when its targets are quick (`sendPostInTask`): tried once; if
 * it fails, the steps above take over. Its tries are the items' first, so it has their timeout.
 */
const { sendPostInTask } = proxyLocalActivities<activities.PublishActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { maximumAttempts: 1 },
});
/** The steps of runs started before the local ones, replayed as they were recorded. */
const {
  beginPublishing,
  loadPublishPlan,
  settlePost: settlePostTask,
} = proxyActivities<activities.PublishActivities>(databaseStep);

const { publishTargetItem } = proxyActivities<activities.PublishActivities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '10 seconds',
  retry: {
    initialInterval: '2s',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: MAX_ATTEMPTS,
  },
});

/**
 * The first try of a quick item (text only, to a channel with `quickTextSend`): a local activity,
 * inside the workflow task, so a post to such channels costs the server one workflow task instead of
 * a task per item and per completion. Tried once here; if it fails, the rest of the tries go on as a
 * regular activity (`publishItemRetries`), with its heartbeat and Temporal's own retries.
 */
const { publishTargetItem: publishItemInTask } = proxyLocalActivities<activities.PublishActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { maximumAttempts: 1 },
});
/** Tries 2 to MAX_ATTEMPTS of a quick item, spaced as the regular policy spaces them. */
const FIRST_BACKOFF_MS = 2_000;
const { publishTargetItem: publishItemRetries } = proxyActivities<activities.PublishActivities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '10 seconds',
  retry: {
    initialInterval: '4s',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: MAX_ATTEMPTS - 1,
  },
});

export interface PublishPostInput {
  postId: string;
  /** ISO time to wait for first (a scheduled post); absent: publish at once. */
  scheduledAt?: string;
  /** Re-send the failed targets of a post that went out before. */
  retry?: { force: boolean };
}

/**
 * A post's way out. A scheduled post waits for its time on a timer that `reschedule` moves,
 * `publishNow` cuts short and `unschedule` cancels (back to draft). Then every target goes out in
 * parallel, a chain's items in order (stopping at the first failure), and the post is settled.
 * Each item is one activity, retried by Temporal; the activity itself never sends anything twice.
 */
export async function publishPost(
  input: PublishPostInput,
): Promise<{ status: string; summary?: string; targets?: activities.Settlement['targets'] }> {
  let dueAt = input.scheduledAt ? Date.parse(input.scheduledAt) : undefined;
  let now = false;
  let unscheduled = false;
  setHandler(publishNowSignal, () => void (now = true));
  setHandler(rescheduleSignal, (at: string) => void (dueAt = Date.parse(at)));
  setHandler(unscheduleSignal, () => void (unscheduled = true));
  const bridgeInbox = new BridgeInbox();
  setHandler(bridgeEventSignal, (signal) => bridgeInbox.push(signal));

  while (dueAt !== undefined && !now && !unscheduled) {
    const waitingFor = dueAt;
    // Wakes when a signal changes the plan, or times out at the due time (Date.now is workflow time).
    const changed = await condition(
      () => now || unscheduled || dueAt !== waitingFor,
      Math.max(0, waitingFor - Date.now()),
    );
    if (!changed) break;
  }
  if (unscheduled) return { status: 'draft' };

  // The database decides, under a row lock, whether this run may send: an edit to draft or a
  // cancel that won the race means it may not. A forced retry goes step by step: its start takes
  // unanswered tries as not sent, which a step run again after a crash must not do to its own.
  const force = input.retry?.force ?? false;
  const settled =
    !force && patched('post-in-one-step')
      ? await publishInOneStep(input.postId, bridgeInbox)
      : await publishStepByStep(input.postId, force, bridgeInbox);
  if (!settled) return { status: 'not_sent' };
  // A run that ends `failed` still completes (the post record is the outcome), so the summary and
  // the failed targets' codes go where an operator looks: the memo, the attributes, the result.
  upsertMemo({ outcome: settled.summary });
  // Only when started with it: a server without our attributes registered would fail the task.
  if (workflowInfo().typedSearchAttributes.get(StatusAttribute) !== undefined) {
    const codes = [...new Set(settled.targets.flatMap((t) => (t.errorCode ? [t.errorCode] : [])))];
    upsertSearchAttributes([
      { key: StatusAttribute, value: settled.status },
      { key: ErrorCodesAttribute, value: codes },
    ]);
  }
  return settled;
}

/**
 * The post in one local activity when it can be (`sendPostInTask`: start, first tries, settle); the
 * workflow goes on with what the step left: the later tries of an item that failed in a way a later
 * try may fix, the targets that are not quick, the bridged ones, then the settle. Null: this run may
 * not send.
 */
async function publishInOneStep(
  postId: string,
  bridgeInbox: BridgeInbox,
): Promise<activities.Settlement | null> {
  let step: activities.OneStep | null;
  try {
    step = await sendPostInTask({ postId });
  } catch {
    // The step could not start (its only failure it does not catch itself): start again with the
    // start's own retries, and send everything item by item.
    const plan = await startPublishing({ postId, force: false });
    step = plan && { plan, tried: [] };
  }
  if (!step) return null;
  if (step.settled) return step.settled;
  const tried = new Map(step.tried.map((t) => [t.targetId, t]));
  await Promise.all(
    step.plan.targets.map(async (target) => {
      if (target.bridged) {
        await holdBridgeTarget(target.targetId, bridgeInbox);
        return;
      }
      let from = target.from;
      const first = tried.get(target.targetId);
      if (first?.state === 'done') return;
      if (first) {
        await sleep(first.retryAfterSeconds ? first.retryAfterSeconds * 1000 : FIRST_BACKOFF_MS);
        const result = await publishItemRetries({
          targetId: target.targetId,
          index: first.next,
          maxAttempts: MAX_ATTEMPTS - 1,
        });
        if (result.status !== 'published') return;
        from = first.next + 1;
      }
      await sendItems(target.targetId, from, target.items, target.quick === true, true);
    }),
  );
  return settlePost(postId);
}

/**
 * The runs from before `post-in-one-step`, and forced retries: start, every item of every target,
 * settle, each its own activity. Runs from before each patch below replay as they were recorded.
 */
async function publishStepByStep(
  postId: string,
  force: boolean,
  bridgeInbox: BridgeInbox,
): Promise<activities.Settlement | null> {
  const lean = patched('local-database-steps');
  let plan: activities.PublishPlan;
  if (lean) {
    const started = await startPublishing({ postId, force });
    if (!started) return null;
    plan = started;
  } else {
    if (!(await beginPublishing(postId))) return null;
    plan = await loadPublishPlan({ postId, force });
  }
  // Runs from before quick first tries replay as they were recorded: every item a regular activity.
  const quickFirst = patched('quick-first-try-in-task');
  await Promise.all(
    plan.targets.map(async (target) => {
      if (target.bridged) {
        await holdBridgeTarget(target.targetId, bridgeInbox);
        return;
      }
      await sendItems(target.targetId, target.from, target.items, quickFirst && target.quick === true);
    }),
  );
  return (lean ? settlePost : settlePostTask)(postId);
}

/**
 * Items `from` to `items - 1` of one target in order, stopping at the first not out: a quick
 * target's first try of each inside the workflow task (`sendQuick`), any other's as an activity.
 */
async function sendItems(targetId: string, from: number, items: number, quick: boolean, oneStep = false) {
  for (let index = from; index < items; index += 1) {
    const result = quick
      ? await sendQuick(targetId, index, oneStep)
      : await publishTargetItem({ targetId, index, maxAttempts: MAX_ATTEMPTS });
    if (result.status !== 'published') return;
  }
}

/**
 * One quick item: the first try inside the workflow task; if it fails, the platform's wait (when it
 * named one) or the regular first backoff, then the remaining tries as a regular activity. The
 * activity never sends twice whichever way it runs: each try looks at the item's attempts first.
 */
async function sendQuick(targetId: string, index: number, oneStep = false): Promise<activities.ItemResult> {
  try {
    return await publishItemInTask({ targetId, index, maxAttempts: MAX_ATTEMPTS });
  } catch (err) {
    // A local activity's failure reaches the workflow as the ApplicationFailure itself, not wrapped
    // in an ActivityFailure: runs from before this was read both ways replay with the old reading
    // (runs in one step came after it).
    const wait =
      oneStep || patched('quick-wait-reads-local-failure') ? retryAfterMs(err) : retryAfterMsWrapped(err);
    await sleep(wait ?? FIRST_BACKOFF_MS);
    return publishItemRetries({ targetId, index, maxAttempts: MAX_ATTEMPTS - 1 });
  }
}

/** The wait a platform asked for, carried in the failure's details (activities/retry-failure.ts). */
function retryAfterMs(err: unknown): number | undefined {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (!(cause instanceof ApplicationFailure)) return undefined;
  const seconds = (cause.details?.[0] as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : undefined;
}

/** The reading of runs started before 'quick-wait-reads-local-failure': only a wrapped failure. */
function retryAfterMsWrapped(err: unknown): number | undefined {
  const cause = err instanceof ActivityFailure ? err.cause : undefined;
  if (!(cause instanceof ApplicationFailure)) return undefined;
  const seconds = (cause.details?.[0] as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : undefined;
}
