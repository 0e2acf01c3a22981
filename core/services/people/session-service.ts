import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import { verifyPassword } from '../../auth/passwords';
import { AppError } from '../../errors/app-error';
import { KeylessLimiter } from '../../http/keyless-limiter';
import { ApiKey, Person, Session, Workspace } from '../../entities';
import { newId, randomToken } from '../../ids';
import { hashApiKey } from '../../secrets';
import { sameSecret } from '../../auth/same-secret';

/**
 * How long a dashboard sign-in lasts: 7 days from sign-in, then the person signs in again. Long
 * enough for a working week, short enough that a forgotten browser does not stay signed in.
 */
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

/** Sign-in attempts a minute, per email and per client address (each a separate count). */
export const SIGN_IN_PER_EMAIL = 10;
export const SIGN_IN_PER_ADDRESS = 30;

export interface SignedIn {
  /** The cookie's value: shown to the browser once, stored only as a hash. */
  token: string;
  session: Session;
}

/**
 * Dashboard sessions: sign-in with the person's email and password (the same as the MCP consent
 * page), a session row per sign-in, and the caller it stands for on the API's routes.
 */
export class SessionService {
  private readonly perEmail = new KeylessLimiter(SIGN_IN_PER_EMAIL);
  private readonly perAddress = new KeylessLimiter(SIGN_IN_PER_ADDRESS);

  constructor(private readonly orm: MikroORM) {}

  /**
   * A new session for the person when the email and password match; undefined for a wrong
   * password, an unknown email and an unverified person alike. Counted before the password is
   * tried, so a guesser is refused (429 `rate_limited`) without any scrypt work.
   */
  async signIn(email: string, password: string, address: string): Promise<SignedIn | undefined> {
    const normalized = email.trim().toLowerCase();
    const byAddress = this.perAddress.take(address);
    const over = byAddress ?? this.perEmail.take(normalized);
    if (over) {
      throw AppError.of(
        'rate_limited',
        { limit: byAddress ? SIGN_IN_PER_ADDRESS : SIGN_IN_PER_EMAIL, retryAfter: over.retryAfterSeconds },
        `Too many sign-in attempts; retry in ${over.retryAfterSeconds} s.`,
      ).withHeader('Retry-After', String(over.retryAfterSeconds));
    }
    const em = this.orm.em.fork();
    const person = await em.findOne(Person, { email: normalized });
    const matches = await verifyPassword(password, person?.passwordHash ?? null);
    if (!person || !matches || !person.emailVerifiedAt) return undefined;
    // Always a new random id: a cookie planted before sign-in is never the signed-in one.
    const token = randomToken(32);
    const session = em.create(Session, {
      id: newId('ses'),
      tokenHash: hashApiKey(token),
      personId: person.id,
      csrfToken: randomToken(24),
      expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
      createdAt: new Date(),
    });
    await em.flush();
    return { token, session };
  }

  /** The live session a cookie's value names; undefined when unknown, signed out or expired. */
  async find(token: string): Promise<Session | undefined> {
    const session = await this.orm.em
      .fork()
      .findOne(Session, { tokenHash: hashApiKey(token), expiresAt: { $gt: new Date() } });
    return session ?? undefined;
  }

  async findById(id: string): Promise<Session | undefined> {
    return (await this.orm.em.fork().findOne(Session, { id, expiresAt: { $gt: new Date() } })) ?? undefined;
  }

  /**
   * The caller a session stands for: its person, reaching every workspace they have, with every
   * scope (the dashboard is the person), as a stand-in key named by the session's id.
   */
  async authenticate(token: string): Promise<AuthContext> {
    const context = await this.contextOf(await this.find(token));
    if (!context) throw AppError.of('unauthenticated', {}, 'Your dashboard session ended; sign in again.');
    return context;
  }

  /**
   * The caller a live session stands for, by the session's id (what an upload link made in the
   * dashboard records as its maker): undefined once it ended (signed out or expired).
   */
  async contextOfSession(id: string): Promise<AuthContext | undefined> {
    return this.contextOf(await this.findById(id));
  }

  private async contextOf(session: Session | undefined): Promise<AuthContext | undefined> {
    const em = this.orm.em.fork();
    const person = session && (await em.findOne(Person, { id: session.personId }));
    if (!session || !person?.emailVerifiedAt) return undefined;
    const workspaces = await em.find(
      Workspace,
      { personId: person.id },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const key = Object.assign(new ApiKey(), {
      id: session.id,
      personId: person.id,
      name: 'Dashboard',
      hash: '',
      prefix: 'ses_',
      allWorkspaces: true,
      workspaceIds: workspaces.map((w) => w.id),
      scopes: null,
      researchTools: true,
      createdAt: session.createdAt,
    });
    return { person, key, workspaces, session: { id: session.id, csrfToken: session.csrfToken } };
  }

  /** Signs out: the row goes, so the cookie is refused from now on. */
  async signOut(sessionId: string): Promise<void> {
    await this.orm.em.fork().nativeDelete(Session, { id: sessionId });
  }
}

/** 403 `csrf_failed` unless `sent` is the session's CSRF token (compared in constant time). */
export function requireCsrf(expected: string, sent: string | undefined): void {
  if (sameSecret(sent ?? '', expected)) return;
  throw AppError.of(
    'csrf_failed',
    {},
    'This write came with the dashboard session but without its x-csrf-token; reload the page.',
  );
}
