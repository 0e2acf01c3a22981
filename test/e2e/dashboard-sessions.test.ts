import { RequestContext } from '@mikro-orm/core';
import { hashPassword } from '../../core/auth/passwords';
import { Person } from '../../core/entities';
import { newId } from '../../core/ids';
import { DEMO_EMAIL } from '../../core/services/people/demo-seeder';
import { WorkspaceService } from '../../core/services/people/workspace-service';
import { startHarness, type Harness } from '../support/harness';
import { demoPassword } from '../support/oauth-agent';

interface Answer {
  status: number;
  headers: Headers;
  // Test code reads the fields it asserts on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * The dashboard's sessions over HTTP, as a browser would send them: the `fanout_session` cookie,
 * and `x-csrf-token` on writes. No key anywhere in these calls.
 */
describe('dashboard sessions (/v1/sessions)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  async function call(
    method: string,
    path: string,
    opts: { cookie?: string; csrf?: string; body?: unknown; key?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.csrf) headers['x-csrf-token'] = opts.csrf;
    if (opts.key) headers.authorization = `Bearer ${opts.key}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${h.url}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  /** Signs in; answers the cookie pair to send back (`fanout_session=...`) and the CSRF token. */
  async function signIn(email = DEMO_EMAIL, password = demoPassword(h)) {
    const res = await call('POST', '/v1/sessions', { body: { email, password } });
    expect(res.status).toBe(201);
    const setCookie = res.headers.get('set-cookie') ?? '';
    const cookie = /fanout_session=[^;]+/.exec(setCookie)?.[0] ?? '';
    return { res, setCookie, cookie, csrf: res.body.csrfToken as string };
  }

  it('signs in with the demo person: an HttpOnly, SameSite=Lax cookie, the person, the CSRF token', async () => {
    const { res, setCookie, cookie, csrf } = await signIn();
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    // Served over http here: a Secure cookie would never come back.
    expect(setCookie).not.toMatch(/secure/i);
    expect(res.body.person.email).toBe(DEMO_EMAIL);
    expect(csrf.length).toBeGreaterThanOrEqual(20);

    const current = await call('GET', '/v1/sessions/current', { cookie });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ person: { email: DEMO_EMAIL }, csrfToken: csrf });
    expect(current.body.workspaces.map((w: { slug: string }) => w.slug)).toContain('demo');

    // The cookie is the person's credential on the API's routes.
    const workspaces = await call('GET', '/v1/workspaces', { cookie });
    expect(workspaces.status).toBe(200);
  });

  it('answers a wrong password and an unknown email alike: 401 unauthenticated', async () => {
    const wrong = await call('POST', '/v1/sessions', { body: { email: DEMO_EMAIL, password: 'not-it' } });
    const unknown = await call('POST', '/v1/sessions', {
      body: { email: 'nobody@fanout.local', password: 'not-it' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('unauthenticated');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toEqual(wrong.body.error);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('gives a new session id at every sign-in (no fixation: a cookie sent along is not kept)', async () => {
    const first = await signIn();
    const res = await fetch(`${h.url}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: first.cookie },
      body: JSON.stringify({ email: DEMO_EMAIL, password: demoPassword(h) }),
    });
    expect(res.status).toBe(201);
    const second = /fanout_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
    expect(second).toMatch(/^fanout_session=.{30,}/);
    expect(second).not.toBe(first.cookie);
  });

  it('refuses a write with the cookie but without the right CSRF token (403 csrf_failed); a key needs none', async () => {
    const { cookie, csrf } = await signIn();
    const body = { name: 'From the dashboard', allWorkspaces: true };
    const none = await call('POST', '/v1/keys', { cookie, body });
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe('csrf_failed');
    const wrong = await call('POST', '/v1/keys', { cookie, csrf: `${csrf}x`, body });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('csrf_failed');

    const right = await call('POST', '/v1/keys', { cookie, csrf, body });
    expect(right.status).toBe(201);
    const withKey = await call('DELETE', `/v1/keys/${right.body.id}`, { key: h.apiKey });
    expect(withKey.status).toBe(200);
  });

  it("does not let a second person's session read the first one's workspace", async () => {
    const email = `second-${newId('x')}@fanout.local`.toLowerCase();
    await RequestContext.create(h.orm.em, async () => {
      const person = h.orm.em.create(Person, {
        id: newId('per'),
        email,
        name: 'Second',
        createdAt: new Date(),
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword('second-password'),
      });
      await h.orm.em.flush();
      await h.container.resolve(WorkspaceService).createFor(person.id, 'Second place');
    });
    const other = await signIn(email, 'second-password');
    const mine = await call('GET', '/v1/workspaces', { key: h.apiKey });
    const demo = mine.body.data.find((w: { slug: string }) => w.slug === 'demo');

    const theirs = await call('GET', '/v1/workspaces', { cookie: other.cookie });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((w: { id: string }) => w.id)).not.toContain(demo.id);
    // Naming the demo workspace: refused as it is for a key that does not reach it.
    const res = await fetch(`${h.url}/v1/accounts`, {
      headers: { cookie: other.cookie, 'x-service-workspace': demo.id },
    });
    const answer = (await res.json()) as { error: { code: string; workspaces: Array<{ id: string }> } };
    expect(res.status).toBe(400);
    expect(answer.error.code).toBe('workspace_required');
    expect(answer.error.workspaces.map((w) => w.id)).not.toContain(demo.id);
    // Nor can it touch the demo person's keys: not found, as for a key of someone else.
    const demoKeys = await call('GET', '/v1/keys', { key: h.apiKey });
    const revoke = await call('DELETE', `/v1/keys/${demoKeys.body.data[0].id}`, {
      cookie: other.cookie,
      csrf: other.csrf,
    });
    expect(revoke.status).toBe(404);
    expect(revoke.body.error.code).toBe('key_not_found');
  });

  it('signs out: the row goes, the cookie is cleared, and the old cookie is refused (401 unauthenticated)', async () => {
    const { cookie, csrf } = await signIn();
    const out = await call('DELETE', '/v1/sessions/current', { cookie, csrf });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/fanout_session=;/);
    const after = await call('GET', '/v1/workspaces', { cookie });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthenticated');
    const current = await call('GET', '/v1/sessions/current', { cookie });
    expect(current.status).toBe(401);
  });

  it('logs a session call as source dashboard: writes and failures, not successful reads', async () => {
    const { cookie, csrf } = await signIn();
    const read = await call('GET', '/v1/workspaces', { cookie });
    const write = await call('POST', '/v1/keys', {
      cookie,
      csrf,
      body: { name: 'Logged', allWorkspaces: true },
    });
    const failed = await call('GET', '/v1/posts/pst_nothing', { cookie });
    expect([read.status, write.status, failed.status]).toEqual([200, 201, 404]);
    const rid = (a: Answer) => a.headers.get('x-request-id');

    const byDefault = await call('GET', '/v1/logs?limit=200', { key: h.apiKey });
    const ids = byDefault.body.data.map((l: { requestId: string }) => l.requestId);
    // A dashboard success is hidden by default, its failure shown.
    expect(ids).not.toContain(rid(write));
    expect(ids).toContain(rid(failed));
    const shown = await call('GET', '/v1/logs?limit=200&dashboard=true', { key: h.apiKey });
    const entries = shown.body.data as Array<{
      requestId: string;
      source: string;
      responseBody: { key?: string };
    }>;
    const written = entries.find((l) => l.requestId === rid(write));
    expect(written).toMatchObject({ source: 'dashboard', responseBody: { key: '••••••' } });
    // A successful dashboard read is not logged at all.
    expect(entries.map((l) => l.requestId)).not.toContain(rid(read));
  });

  it('takes files on an upload link made in the dashboard while its session lives, not after sign-out', async () => {
    // A person of their own: the demo person's sign-ins count toward the per-email limit.
    const email = `uploader-${newId('x')}@fanout.local`.toLowerCase();
    await RequestContext.create(h.orm.em, async () => {
      const person = h.orm.em.create(Person, {
        id: newId('per'),
        email,
        name: 'Uploader',
        createdAt: new Date(),
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword('uploader-password'),
      });
      await h.orm.em.flush();
      await h.container.resolve(WorkspaceService).createFor(person.id, 'Uploads');
    });
    const { cookie, csrf } = await signIn(email, 'uploader-password');
    const link = await call('POST', '/v1/media/upload-links', { cookie, csrf, body: {} });
    expect(link.status).toBe(201);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const put = (name: string) =>
      fetch(`${link.body.url}/${name}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: png,
      });
    const stored = await put('dot.png');
    expect(stored.status).toBe(201);
    expect(((await stored.json()) as { fileName: string }).fileName).toBe('dot.png');

    expect((await call('DELETE', '/v1/sessions/current', { cookie, csrf })).status).toBe(204);
    const after = await put('again.png');
    expect(after.status).toBe(404);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('upload_session_not_found');
  });

  it('limits sign-in attempts per email: 429 rate_limited with Retry-After', async () => {
    const email = `guess-${newId('x')}@fanout.local`;
    const answers: Answer[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(await call('POST', '/v1/sessions', { body: { email, password: `guess-${i}` } }));
    }
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(401));
    const last = answers[10];
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe('rate_limited');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
