import type { JobStep, LoginState } from './protocol';

/**
 * The hold of one kr target, as pure decisions: the publish workflow keeps this state, feeds it the
 * bridge's events (signals) and the clock (its timers), and acts on what `next` says. Pure and
 * deterministic, so the workflow can run it, and the 7-day ends can be tested without waiting.
 *
 * Spec (States: the bridge hold; Errors: Korean-blog channel):
 * - no extension online within 7 days of queueing: `bridge_timeout`;
 * - online but signed out (`bridge.state: login_needed`) for 7 days: `kr_not_logged_in` (a retry
 *   after signing in works); signing in again during the hold resumes it;
 * - sent and then no progress for STALL_MS while the extension stays connected: `bridge_stalled`;
 * - the extension goes away mid-job: `bridge_lost`, unless it had reached the publish step, when the
 *   answer may have been lost: the blog is checked before anything else (never post twice), and
 *   if that cannot tell, `kr_publish_unconfirmed`.
 */
export const HOLD_MS = 7 * 24 * 60 * 60 * 1000;
export const STALL_MS = 5 * 60 * 1000;

export type HoldEvent =
  | { type: 'online'; login: LoginState }
  | { type: 'offline' }
  | { type: 'login'; login: LoginState }
  | { type: 'sent' }
  | { type: 'progress'; step: JobStep }
  | { type: 'published'; logNo: string; url: string }
  | { type: 'refused'; code: string; detail?: string };

export type HoldOutcome =
  { status: 'published'; logNo: string; url: string } | { status: 'failed'; code: string; detail?: string };

export interface HoldState {
  queuedAt: number;
  online: boolean;
  login: LoginState | 'unknown';
  /** Since when the extension has been online but signed out (for the 7-day login hold). */
  loginNeededSince?: number;
  /** Since when no extension has been online (from queueing, or from the last going away while queued). */
  offlineSince?: number;
  sentAt?: number;
  lastProgressAt?: number;
  lastStep?: JobStep;
  outcome?: HoldOutcome;
  /** The answer of a job that reached the publish step was lost: check the blog before anything else. */
  mustVerify?: boolean;
}

export function startHold(
  now: number,
  bridge: { online: boolean; login: LoginState | 'unknown' },
): HoldState {
  return {
    queuedAt: now,
    online: bridge.online,
    login: bridge.login,
    offlineSince: bridge.online ? undefined : now,
    loginNeededSince: bridge.online && bridge.login !== 'signed_in' ? now : undefined,
  };
}

/** What the workflow should do now. */
export type HoldAction =
  | { do: 'send' }
  | { do: 'wait'; until?: number; bridgeState: 'offline' | 'login_needed' | 'working' }
  | { do: 'verify' }
  | { do: 'finish'; outcome: HoldOutcome };

export function next(state: HoldState, now: number): HoldAction {
  if (state.outcome) return { do: 'finish', outcome: state.outcome };
  if (state.mustVerify) return { do: 'verify' };
  if (state.sentAt !== undefined) {
    const since = state.lastProgressAt ?? state.sentAt;
    if (now - since >= STALL_MS) return finish('bridge_stalled', 'connected, but the job stopped moving');
    return { do: 'wait', until: since + STALL_MS, bridgeState: 'working' };
  }
  if (!state.online) {
    const since = state.offlineSince ?? state.queuedAt;
    if (now - since >= HOLD_MS) return finish('bridge_timeout', 'no extension came online within 7 days');
    return { do: 'wait', until: since + HOLD_MS, bridgeState: 'offline' };
  }
  if (state.login !== 'signed_in') {
    const since = state.loginNeededSince ?? now;
    if (now - since >= HOLD_MS) return finish('kr_not_logged_in', 'the blog stayed signed out for 7 days');
    return { do: 'wait', until: since + HOLD_MS, bridgeState: 'login_needed' };
  }
  return { do: 'send' };
}

/** The state after `event` at `now`. */
export function apply(state: HoldState, event: HoldEvent, now: number): HoldState {
  if (state.outcome) return state;
  switch (event.type) {
    case 'online':
      return withLogin({ ...state, online: true, offlineSince: undefined }, event.login, now);
    case 'login':
      return withLogin(state, event.login, now);
    case 'offline': {
      const gone = { ...state, online: false, offlineSince: now, loginNeededSince: undefined };
      if (state.sentAt === undefined) return gone;
      // Mid-job: after the publish step the post may be out with its answer lost.
      if (state.lastStep === 'publishing' || state.lastStep === 'verifying')
        return { ...gone, mustVerify: true };
      return {
        ...gone,
        outcome: { status: 'failed', code: 'bridge_lost', detail: 'the extension went away mid-job' },
      };
    }
    case 'sent':
      return { ...state, sentAt: now, lastProgressAt: now };
    case 'progress':
      return { ...state, lastProgressAt: now, lastStep: event.step };
    case 'published':
      return { ...state, outcome: { status: 'published', logNo: event.logNo, url: event.url } };
    case 'refused':
      return { ...state, outcome: { status: 'failed', code: event.code, detail: event.detail } };
  }
}

/**
 * What checking the blog found after a lost answer: the post (published after all), nothing (it
 * did not go out: the job may be sent again), or no way to tell.
 */
export function verified(
  state: HoldState,
  found: { status: 'found'; logNo: string; url: string } | { status: 'absent' } | { status: 'unknown' },
): HoldState {
  const rest = { ...state, mustVerify: false };
  if (found.status === 'found')
    return { ...rest, outcome: { status: 'published', logNo: found.logNo, url: found.url } };
  if (found.status === 'unknown')
    return {
      ...rest,
      outcome: { status: 'failed', code: 'kr_publish_unconfirmed', detail: 'the blog could not tell' },
    };
  return { ...rest, sentAt: undefined, lastProgressAt: undefined, lastStep: undefined };
}

function withLogin(state: HoldState, login: LoginState, now: number): HoldState {
  if (login === 'signed_in') return { ...state, login, loginNeededSince: undefined };
  return { ...state, login, loginNeededSince: state.loginNeededSince ?? now };
}

function finish(code: string, detail: string): HoldAction {
  return { do: 'finish', outcome: { status: 'failed', code, detail } };
}
