import { startHarness, type Harness } from '../support/harness';
import { until } from '../support/wait';

/** Signing up, the caught mail, verification_required until the link is followed, then the key works. */
describe('signup and email verification', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('refuses the new key with verification_required until the mailed link is followed', async () => {
    const email = `new-${Date.now()}@example.test`;
    const made = await h.call(
      'POST',
      '/v1/signup',
      { email, password: 'correct horse battery', name: 'New' },
      { key: null },
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      email,
      verification: { mailed: true },
      keyRecord: { researchTools: false },
    });
    const key = made.body.key;

    const early = await h.call('GET', '/v1/workspaces', undefined, { key });
    expect(early.status).toBe(401);
    expect(early.body.error).toMatchObject({ code: 'verification_required', email });

    await until(() => h.mail.messages().some((m) => m.to.includes(email)), 10_000, 'the verification mail');
    const mail = h.mail.messages().find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe('Verify your email for Fanout');
    const link = /(http:\/\/\S+\/v1\/signup\/verify\?token=\S+)/.exec(mail.text)![1];
    const verified = await fetch(link);
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { email: string }).email).toBe(email);
    expect((await fetch(link)).status).toBe(400); // used once

    const now = await h.call('GET', '/v1/workspaces', undefined, { key });
    expect(now.status).toBe(200);
    expect(now.body.data).toHaveLength(1);
  });

  it('answers email_in_use, bad input, and the same resend answer for any email', async () => {
    const email = `twice-${Date.now()}@example.test`;
    expect(
      (await h.call('POST', '/v1/signup', { email, password: 'long enough pass' }, { key: null })).status,
    ).toBe(201);
    const again = await h.call(
      'POST',
      '/v1/signup',
      { email: email.toUpperCase(), password: 'long enough pass' },
      { key: null },
    );
    expect([again.status, again.body.error.code]).toEqual([409, 'email_in_use']);
    for (const body of [
      { email: 'not-an-email', password: 'long enough pass' },
      { email: 'a@b.test', password: 'short' },
      {},
    ])
      expect((await h.call('POST', '/v1/signup', body, { key: null })).body.error.code).toBe(
        'invalid_params',
      );
    const before = h.mail.messages().length;
    expect((await h.call('POST', '/v1/signup/resend', { email }, { key: null })).status).toBe(202);
    expect(
      (await h.call('POST', '/v1/signup/resend', { email: 'nobody@example.test' }, { key: null })).status,
    ).toBe(202);
    await until(() => h.mail.messages().length === before + 1, 10_000, 'one resent mail');
    const bad = await h.call('GET', '/v1/signup/verify?token=nope', undefined, { key: null });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'verification_link_invalid']);
  });
});
