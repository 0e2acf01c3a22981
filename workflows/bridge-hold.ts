import { condition, defineSignal, proxyActivities } from '@temporalio/workflow';
import type * as bridge from '../activities/bridge-activities';
import {
  apply,
  HOLD_MS,
  next,
  startHold,
  STALL_MS,
  verified,
  type HoldEvent,
  type HoldState,
} from '../plugins/kr_blog/bridge/hold';

/**
 * What the API hears from an account's extension, passed on to the workflows holding its jobs:
 * account-wide (online, offline, login) without `jobId`, or about one job (progress, result).
 */
export interface BridgeSignal {
  accountId: string;
  jobId?: string;
  event: HoldEvent;
}
export const bridgeEventSignal = defineSignal<[BridgeSignal]>('bridgeEvent');

/** Signals wait here until the hold of their account takes them. */
export class BridgeInbox {
  private signals: BridgeSignal[] = [];
  push(signal: BridgeSignal): void {
    this.signals.push(signal);
  }
  has(accountId: string): boolean {
    return this.signals.some((s) => s.accountId === accountId);
  }
  take(accountId: string): BridgeSignal[] {
    const mine = this.signals.filter((s) => s.accountId === accountId);
    this.signals = this.signals.filter((s) => s.accountId !== accountId);
    return mine;
  }
}

const { openBridgeJob, openVerifyJob, dispatchBridgeJob, noteBridgeWait, readBridgeJob, settleBridgeTarget } =
  proxyActivities<bridge.BridgeActivities>({
    startToCloseTimeout: '15 seconds',
    retry: { initialInterval: '1s', maximumInterval: '30s' },
  });

/**
 * One target that goes out through the person's browser extension: queued as a job, held until an
 * extension is online and signed in (7 days each: `bridge_timeout`, `kr_not_logged_in`), sent,
 * then followed by its progress (`bridge_stalled`, `bridge_lost`) to a result. The decisions are
 * plugins/kr_blog/bridge/hold.ts; this feeds it signals and timers and does what it says. After a
 * lost answer the blog is asked (a verify job) before anything is sent again: never post twice.
 */
export async function holdBridgeTarget(
  targetId: string,
  inbox: BridgeInbox,
): Promise<'published' | 'failed'> {
  const job = await openBridgeJob({ targetId });
  let state: HoldState = startHold(Date.now(), job.bridge);
  let since = job.verifySince;
  if (since) state = { ...state, mustVerify: true };
  let shown: string | undefined;
  let verifying: { jobId: string; startedAt: number; sentAt?: number; answer?: HoldEvent } | undefined;

  for (;;) {
    for (const signal of inbox.take(job.accountId)) {
      if (verifying && signal.jobId === verifying.jobId) {
        if (signal.event.type === 'published' || signal.event.type === 'refused')
          verifying.answer = signal.event;
      } else if (signal.jobId === undefined || signal.jobId === job.jobId)
        state = apply(state, signal.event, Date.now());
    }
    if (verifying?.answer) {
      state = verified(state, verification(verifying.answer));
      verifying = undefined;
      continue;
    }
    // A verify job is a read: one the extension left with is simply sent again when it is back.
    if (verifying && !state.online) verifying.sentAt = undefined;

    const action = next(state, Date.now());
    if (action.do === 'finish') {
      await settleBridgeTarget({ targetId, jobId: job.jobId, outcome: action.outcome });
      return action.outcome.status;
    }
    if (action.do === 'send') {
      since = (await dispatchBridgeJob({ jobId: job.jobId })).sentAt;
      shown = 'working';
      state = apply(state, { type: 'sent' }, Date.now());
      continue;
    }
    if (action.do === 'verify') {
      verifying ??= {
        jobId: await openVerifyJob({ targetId, since: since ?? new Date(state.queuedAt).toISOString() }),
        startedAt: Date.now(),
      };
      const ready = state.online && state.login === 'signed_in';
      if (ready && verifying.sentAt === undefined) {
        await dispatchBridgeJob({ jobId: verifying.jobId });
        verifying.sentAt = Date.now();
        continue;
      }
      // Waits for the extension (up to the hold) or for the answer (up to a stall); then the blog
      // could not tell, and the target ends unconfirmed rather than risk a second copy.
      const until =
        verifying.sentAt !== undefined ? verifying.sentAt + STALL_MS : verifying.startedAt + HOLD_MS;
      const woke = await condition(() => inbox.has(job.accountId), Math.max(0, until - Date.now()));
      if (!woke) {
        state = verified(state, { status: 'unknown' });
        verifying = undefined;
      }
      continue;
    }
    if (action.bridgeState !== shown) {
      await noteBridgeWait({ targetId, state: action.bridgeState });
      shown = action.bridgeState;
    }
    const woke = await condition(
      () => inbox.has(job.accountId),
      Math.max(0, (action.until ?? 0) - Date.now()),
    );
    if (!woke && action.bridgeState === 'working') {
      // Before calling it stalled: the answer may be stored while its signal was lost.
      const row = await readBridgeJob({ jobId: job.jobId });
      if (row.result) state = apply(state, resultEvent(row.result), Date.now());
    }
  }
}

/** An extension's stored result as the hold's event. */
function resultEvent(result: Record<string, unknown>): HoldEvent {
  if (result.ok === true) return { type: 'published', logNo: String(result.logNo), url: String(result.url) };
  return { type: 'refused', code: String(result.code), detail: result.detail as string | undefined };
}

/** A verify job's answer: the post it found, none (`kr_post_unavailable`), or no way to tell. */
function verification(
  event: HoldEvent,
): { status: 'found'; logNo: string; url: string } | { status: 'absent' } | { status: 'unknown' } {
  if (event.type === 'published') return { status: 'found', logNo: event.logNo, url: event.url };
  if (event.type === 'refused' && event.code === 'kr_post_unavailable') return { status: 'absent' };
  return { status: 'unknown' };
}
