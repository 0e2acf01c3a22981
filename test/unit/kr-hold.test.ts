import {
  apply,
  HOLD_MS,
  next,
  startHold,
  STALL_MS,
  verified,
  type HoldState,
} from '../../plugins/kr_blog/bridge/hold';

const T0 = Date.parse('2026-12-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('the kr bridge hold', () => {
  it('sends at once to an online, signed-in extension and finishes with the post', () => {
    let s = startHold(T0, { online: true, login: 'signed_in' });
    expect(next(s, T0)).toEqual({ do: 'send' });
    s = apply(s, { type: 'sent' }, T0);
    s = apply(s, { type: 'progress', step: 'typing' }, T0 + 1000);
    expect(next(s, T0 + 1000)).toEqual({ do: 'wait', until: T0 + 1000 + STALL_MS, bridgeState: 'working' });
    s = apply(s, { type: 'published', logNo: '223400000001', url: 'u' }, T0 + 2000);
    expect(next(s, T0 + 2000)).toEqual({
      do: 'finish',
      outcome: { status: 'published', logNo: '223400000001', url: 'u' },
    });
  });

  it('waits up to 7 days for an extension, then bridge_timeout; one coming online in time gets the job', () => {
    const queued = startHold(T0, { online: false, login: 'unknown' });
    expect(next(queued, T0 + 6 * DAY)).toEqual({ do: 'wait', until: T0 + HOLD_MS, bridgeState: 'offline' });
    expect(next(queued, T0 + HOLD_MS)).toMatchObject({ do: 'finish', outcome: { code: 'bridge_timeout' } });
    const online = apply(queued, { type: 'online', login: 'signed_in' }, T0 + 6 * DAY);
    expect(next(online, T0 + 6 * DAY)).toEqual({ do: 'send' });
  });

  it('holds while the blog is signed out, 7 days from the sign-out, and resumes on a login mid-hold', () => {
    let s = startHold(T0, { online: true, login: 'signed_out' });
    expect(next(s, T0 + DAY)).toEqual({ do: 'wait', until: T0 + HOLD_MS, bridgeState: 'login_needed' });
    expect(next(s, T0 + HOLD_MS)).toMatchObject({ do: 'finish', outcome: { code: 'kr_not_logged_in' } });
    s = apply(s, { type: 'login', login: 'signed_in' }, T0 + 3 * DAY);
    expect(next(s, T0 + 3 * DAY)).toEqual({ do: 'send' });
    // Signed out again later: a new 7 days from then.
    s = apply(s, { type: 'login', login: 'signed_out' }, T0 + 4 * DAY);
    expect(next(s, T0 + 4 * DAY + HOLD_MS - 1)).toMatchObject({ do: 'wait', bridgeState: 'login_needed' });
  });

  it('is bridge_stalled when a connected extension stops moving', () => {
    let s: HoldState = apply(startHold(T0, { online: true, login: 'signed_in' }), { type: 'sent' }, T0);
    s = apply(s, { type: 'progress', step: 'uploading' }, T0 + 60_000);
    expect(next(s, T0 + 60_000 + STALL_MS)).toMatchObject({
      do: 'finish',
      outcome: { code: 'bridge_stalled' },
    });
  });

  it('is bridge_lost when the extension leaves before publishing, and checks the blog when it left after', () => {
    const sent = apply(startHold(T0, { online: true, login: 'signed_in' }), { type: 'sent' }, T0);
    const early = apply(
      apply(sent, { type: 'progress', step: 'typing' }, T0 + 1),
      { type: 'offline' },
      T0 + 2,
    );
    expect(next(early, T0 + 2)).toMatchObject({ do: 'finish', outcome: { code: 'bridge_lost' } });
    const late = apply(
      apply(sent, { type: 'progress', step: 'publishing' }, T0 + 1),
      { type: 'offline' },
      T0 + 2,
    );
    expect(next(late, T0 + 2)).toEqual({ do: 'verify' });
    expect(next(verified(late, { status: 'found', logNo: '1', url: 'u' }), T0 + 3)).toMatchObject({
      do: 'finish',
      outcome: { status: 'published', logNo: '1' },
    });
    expect(next(verified(late, { status: 'unknown' }), T0 + 3)).toMatchObject({
      do: 'finish',
      outcome: { code: 'kr_publish_unconfirmed' },
    });
    // Not on the blog: it did not go out; the job waits for an extension again, to be sent anew.
    expect(next(verified(late, { status: 'absent' }), T0 + 3)).toMatchObject({
      do: 'wait',
      bridgeState: 'offline',
    });
  });

  it("records the extension's refusal code as the outcome", () => {
    const s = apply(
      startHold(T0, { online: true, login: 'signed_in' }),
      { type: 'refused', code: 'kr_ui_changed' },
      T0,
    );
    expect(next(s, T0)).toMatchObject({ do: 'finish', outcome: { status: 'failed', code: 'kr_ui_changed' } });
  });
});
