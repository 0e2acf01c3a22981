import type { MikroORM } from '@mikro-orm/postgresql';
import { ApiKey, Person, Workspace } from '../../entities';
import { namesWorkspace } from './workspace-service';
import { AppError } from '../../errors/app-error';
import { newId, randomToken } from '../../ids';
import { hashApiKey } from '../../secrets';
import type { AuthContext } from '../../auth/auth-context';
import { reachesWorkspaces } from '../../auth/reach';
import { SCOPES, type Scope, requireScope } from '../../auth/scopes';
import { keyCacheOf, type KeyRows } from '../../auth/key-cache';

export interface KeyInput {
  name?: string;
  workspaceIds?: string[];
  allWorkspaces?: boolean;
  scopes?: Scope[];
  expiresAt?: string;
  /** Research tools on for the new key (default off: spec Authentication 6). */
  researchTools?: boolean;
}

export interface KeyView {
  id: string;
  name: string;
  prefix: string;
  allWorkspaces: boolean;
  workspaceIds: string[];
  scopes: string[] | null;
  researchTools: boolean;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

const KEY_PREFIX = 'fo_';

/** API keys: issue (shown once), list, revoke, and turn a bearer value into an AuthContext. */
export class KeyService {
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em;
  }

  /** The stored key a bearer header names, whatever its state; null when it names none. */
  async findByBearer(authorization: string | undefined): Promise<ApiKey | null> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    return match ? this.em.findOne(ApiKey, { hash: hashApiKey(match[1]) }) : null;
  }

  /**
   * The caller a bearer key names. A key used in the last few seconds is answered from this
   * process's cache (core/auth/key-cache.ts) without a statement; its refusals are never cached.
   */
  async authenticate(authorization: string | undefined): Promise<AuthContext> {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!bearer) {
      throw AppError.of('unauthenticated', {}, 'Send an API key as "Authorization: Bearer <key>".');
    }
    const hash = hashApiKey(bearer[1]);
    const cache = keyCacheOf(this.orm);
    let rows = cache.get(hash);
    if (!rows) {
      rows = await this.usableRows(hash);
      cache.set(hash, rows);
    }
    const expiresAt = rows.key.expiresAt as Date | null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw AppError.of(
        'api_key_expired',
        { expiredAt: expiresAt.toISOString() },
        'This API key has expired.',
      );
    }
    // A coarse last-used time is enough and avoids a write on every request; written beside the
    // unit of work, so it neither empties the key cache nor is written twice.
    const lastUsedAt = rows.key.lastUsedAt as Date | null;
    if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > 60_000) {
      rows.key.lastUsedAt = new Date();
      await this.em.fork().nativeUpdate(ApiKey, { id: rows.key.id }, { lastUsedAt: rows.key.lastUsedAt });
    }
    // Entities of this request, as if read in it: a change made to one is the request's own.
    return {
      key: this.em.merge(ApiKey, rowOf(rows.key)),
      person: this.em.merge(Person, rowOf(rows.person)),
      workspaces: rows.workspaces.map((w) => this.em.merge(Workspace, rowOf(w))),
    };
  }

  /** The rows of a usable key (not revoked, its person verified), read apart from the request's unit of work. */
  private async usableRows(hash: string): Promise<KeyRows> {
    const em = this.em.fork();
    const key = await em.findOne(ApiKey, { hash });
    if (!key) throw AppError.of('invalid_api_key', {}, 'The bearer token is not a valid API key.');
    if (key.revokedAt) throw AppError.of('api_key_revoked', {}, 'This API key was revoked.');
    if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) {
      throw AppError.of(
        'api_key_expired',
        { expiredAt: key.expiresAt.toISOString() },
        'This API key has expired.',
      );
    }
    const person = await em.findOneOrFail(Person, { id: key.personId });
    if (!person.emailVerifiedAt)
      throw AppError.of(
        'verification_required',
        { email: person.email },
        `Verify ${person.email} first: follow the link mailed at signup (POST /v1/signup/resend sends it again).`,
      );
    const workspaces = await em.find(
      Workspace,
      key.allWorkspaces ? { personId: person.id } : { personId: person.id, id: { $in: key.workspaceIds } },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return { key: rowOf(key), person: rowOf(person), workspaces: workspaces.map(rowOf) };
  }

  /** Creates a key for the caller's person; never one that reaches further than the caller's own. */
  async create(auth: AuthContext, input: KeyInput): Promise<{ key: string; view: KeyView }> {
    requireScope(auth, 'keys:write');
    const name = input.name?.trim();
    if (!name) throw AppError.of('key_name_required', {}, 'An API key needs a name.');
    if (!input.allWorkspaces && !(input.workspaceIds && input.workspaceIds.length > 0)) {
      throw AppError.of('key_scope_required', {}, 'Pass workspaceIds (at least one) or allWorkspaces: true.');
    }
    const allWorkspaces = !!input.allWorkspaces;
    // Named as the header names them (id or slug, any case); only workspaces this key reaches.
    const named = allWorkspaces ? [] : (input.workspaceIds ?? []);
    const owned = await this.em.find(Workspace, { personId: auth.person.id });
    const reachable = owned.filter((w) => auth.key.allWorkspaces || auth.key.workspaceIds.includes(w.id));
    const unknown = named.find((ref) => !reachable.some((w) => namesWorkspace(w, ref)));
    if (unknown !== undefined) {
      // The same answer for "not yours" and "not there": nothing tells which ids exist.
      throw AppError.of(
        'invalid_params',
        { field: 'workspaceIds' },
        `workspaceIds: no workspace ${unknown}.`,
      );
    }
    const workspaceIds = [...new Set(named.map((ref) => reachable.find((w) => namesWorkspace(w, ref))!.id))];
    // Left out, scopes are the maker's own: never `null` (all scopes) from a key that lacks some.
    const scopes = input.scopes ? [...new Set(input.scopes)] : auth.key.scopes;
    requireWithinReach(auth, { allWorkspaces, workspaceIds, scopes }, 'create');
    let expiresAt: Date | null = null;
    if (input.expiresAt !== undefined) {
      expiresAt = new Date(input.expiresAt);
      if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()) {
        throw AppError.of(
          'invalid_params',
          { field: 'expiresAt' },
          'expiresAt must be a date-time in the future.',
        );
      }
    }
    // A key expiring later than the key that made it would outlive its maker's reach.
    if (auth.key.expiresAt && (!expiresAt || expiresAt > auth.key.expiresAt)) expiresAt = auth.key.expiresAt;
    return this.issue(auth.person.id, {
      name,
      allWorkspaces,
      workspaceIds,
      scopes,
      expiresAt,
      researchTools: input.researchTools ?? false,
    });
  }

  /** Stores a new key and returns it in clear text, once. `exact` is for the configured demo key. */
  async issue(
    personId: string,
    fields: Pick<
      ApiKey,
      'name' | 'allWorkspaces' | 'workspaceIds' | 'scopes' | 'expiresAt' | 'researchTools'
    >,
    exact?: string,
  ): Promise<{ key: string; view: KeyView }> {
    const key = exact ?? `${KEY_PREFIX}${randomToken(30)}`;
    const row = this.em.create(ApiKey, {
      id: newId('key'),
      personId,
      hash: hashApiKey(key),
      prefix: key.slice(0, 10),
      ...fields,
      revokedAt: null,
      lastUsedAt: null,
      createdAt: new Date(),
    });
    await this.em.flush();
    return { key, view: this.view(row) };
  }

  async list(auth: AuthContext): Promise<KeyView[]> {
    requireScope(auth, 'keys:read');
    const rows = await this.em.find(ApiKey, { personId: auth.person.id }, { orderBy: { id: 'desc' } });
    return rows.filter((r) => visibleTo(auth, r)).map((r) => this.view(r));
  }

  async revoke(auth: AuthContext, id: string): Promise<KeyView> {
    requireScope(auth, 'keys:write');
    const row = await this.em.findOne(ApiKey, { id, personId: auth.person.id });
    // A key the caller may not see answers as one that does not exist: nothing tells which ids do.
    if (!row || !visibleTo(auth, row)) throw AppError.of('key_not_found', { keyId: id }, `No API key ${id}.`);
    requireWithinReach(auth, row, 'revoke');
    row.revokedAt ??= new Date();
    await this.em.flush();
    // Refused from the next request on (the flush's own hook clears it too; this says so here).
    keyCacheOf(this.orm).clear();
    return this.view(row);
  }

  /** Turns research tools on or off for one of the person's keys (`PATCH /v1/keys/:id`). */
  async update(auth: AuthContext, id: string, input: { researchTools?: boolean }): Promise<KeyView> {
    requireScope(auth, 'keys:write');
    const row = await this.em.findOne(ApiKey, { id, personId: auth.person.id });
    if (!row || !visibleTo(auth, row)) throw AppError.of('key_not_found', { keyId: id }, `No API key ${id}.`);
    requireWithinReach(auth, row, 'change');
    if (row.revokedAt) throw AppError.of('api_key_revoked', { keyId: id }, `API key ${id} was revoked.`);
    if (input.researchTools !== undefined) row.researchTools = input.researchTools;
    await this.em.flush();
    return this.view(row);
  }

  async hasKeyHash(key: string): Promise<boolean> {
    return (await this.em.count(ApiKey, { hash: hashApiKey(key) })) > 0;
  }

  view(row: ApiKey): KeyView {
    return {
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      allWorkspaces: row.allWorkspaces,
      workspaceIds: row.workspaceIds,
      scopes: row.scopes,
      researchTools: row.researchTools,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** A key limited to some workspaces sees only keys that reach no further than it does. */
function visibleTo(auth: AuthContext, row: Pick<ApiKey, 'allWorkspaces' | 'workspaceIds'>): boolean {
  if (auth.key.allWorkspaces) return true;
  return !row.allWorkspaces && reachesWorkspaces(auth, row.workspaceIds);
}

/**
 * 403 `forbidden_scope` unless the calling key reaches every workspace and holds every scope of
 * `target`: a key can neither make nor revoke a key that reaches further than itself.
 */
function requireWithinReach(
  auth: AuthContext,
  target: Pick<ApiKey, 'allWorkspaces' | 'workspaceIds' | 'scopes'>,
  action: 'create' | 'revoke' | 'change',
): void {
  if (target.allWorkspaces && !auth.key.allWorkspaces) {
    throw AppError.of(
      'forbidden_scope',
      { scope: 'allWorkspaces' },
      `This key cannot ${action} a key reaching all workspaces.`,
    );
  }
  if (!target.allWorkspaces) {
    const reachable = new Set(auth.workspaces.map((w) => w.id));
    const beyond = target.workspaceIds.find((id) => !reachable.has(id));
    if (beyond) {
      throw AppError.of(
        'forbidden_scope',
        { scope: `workspace:${beyond}` },
        `This key does not reach workspace ${beyond}.`,
      );
    }
  }
  for (const scope of target.scopes ?? SCOPES) requireScope(auth, scope as Scope);
}

/**
 * An entity's own fields as a plain object of its own (dates and lists copied): the cache's rows
 * never share a value with an entity a request may change. Not structuredClone: its dates are of
 * another realm under jest, and the ORM's hydration tells dates by `instanceof`.
 */
function rowOf<T extends object>(entity: T): T {
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(entity)) {
    row[name] = value instanceof Date ? new Date(value.getTime()) : Array.isArray(value) ? [...value] : value;
  }
  return row as T;
}
