import { createHash, createHmac } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import { reachesWorkspaces } from '../../auth/reach';
import { verifyPassword } from '../../auth/passwords';
import { ApiKey, Person, Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId, randomToken } from '../../ids';
import { hashApiKey } from '../../secrets';
import { sameSecret } from '../../auth/same-secret';

/** Lifetimes: an access token an hour (short, so a revoked grant stops soon even where it is cached), a refresh token 30 days, a code 10 minutes. */
export const OAUTH_TTL = {
  accessSeconds: 3600,
  refreshSeconds: 30 * 86_400,
  codeSeconds: 600,
  consentSeconds: 900,
} as const;
export const ACCESS_PREFIX = 'fom_';
const REFRESH_PREFIX = 'fomr_';

/** An OAuth failure as RFC 6749 spells it (`{error, error_description}`), apart from our error shape. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

export interface OAuthClient {
  id: string;
  name: string;
  redirectUris: string[];
}

export interface GrantView {
  id: string;
  clientId: string;
  clientName: string;
  workspaceIds: string[];
  researchTools: boolean;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** What the consent page carries from sign-in to consent, signed so it cannot be changed on the way. */
export interface ConsentRequest {
  personId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state?: string;
  resource: string;
  expiresAt: number;
}

interface GrantRow {
  id: string;
  person_id: string;
  client_id: string;
  workspace_ids: string[];
  research_tools: boolean;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/**
 * The OAuth 2.1 authorization server behind remote MCP: dynamic client registration (RFC 7591),
 * authorization codes with S256 PKCE, access tokens bound to the MCP resource, rotating refresh
 * tokens, and grants (what a person allowed a client: workspaces, research tools) that the person
 * lists and revokes over REST. Tokens and codes are stored as SHA-256 hashes.
 */
export class OAuthService {
  constructor(
    private readonly orm: MikroORM,
    private readonly secret: string,
  ) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  async register(input: {
    redirect_uris?: unknown;
    client_name?: unknown;
  }): Promise<OAuthClient & { createdAt: Date }> {
    const uris = input.redirect_uris;
    if (!Array.isArray(uris) || uris.length === 0 || uris.length > 10 || !uris.every(allowedRedirect))
      throw new OAuthError(
        'invalid_redirect_uri',
        'redirect_uris: 1-10 https addresses, or http on localhost or 127.0.0.1, without fragments.',
      );
    if (input.client_name != null && typeof input.client_name !== 'string')
      throw new OAuthError('invalid_client_metadata', 'client_name must be a string.');
    const name = input.client_name?.trim() ? input.client_name.trim().slice(0, 100) : 'MCP client';
    const client = { id: newId('cli'), name, redirectUris: uris as string[], createdAt: new Date() };
    await this.sql.execute(
      `insert into "oauth_clients" ("id", "name", "redirect_uris", "created_at") values (?, ?, ?::jsonb, ?)`,
      [client.id, client.name, JSON.stringify(client.redirectUris), client.createdAt],
    );
    return client;
  }

  async client(id: string): Promise<OAuthClient | undefined> {
    const rows = await this.sql.execute<Array<{ id: string; name: string; redirect_uris: string[] }>>(
      `select * from "oauth_clients" where "id" = ?`,
      [id],
    );
    return rows[0] ? { id: rows[0].id, name: rows[0].name, redirectUris: rows[0].redirect_uris } : undefined;
  }

  async signIn(email: string, password: string): Promise<Person | undefined> {
    const person = await this.orm.em.fork().findOne(Person, { email: email.trim().toLowerCase() });
    // An unverified person cannot sign in, as their keys cannot work (verification_required).
    return (await verifyPassword(password, person?.passwordHash ?? null)) && person?.emailVerifiedAt
      ? person
      : undefined;
  }

  async workspacesOf(personId: string): Promise<Workspace[]> {
    return this.orm.em.fork().find(Workspace, { personId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  sealConsent(request: ConsentRequest): string {
    const body = Buffer.from(JSON.stringify(request)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  openConsent(sealed: string): ConsentRequest {
    const [body, sig] = sealed.split('.');
    const expected = this.sign(body ?? '');
    if (!body || !sig || !sameSecret(sig, expected))
      throw new OAuthError('invalid_request', 'The consent form was changed or is not ours; start again.');
    const request = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ConsentRequest;
    if (request.expiresAt < Date.now())
      throw new OAuthError('invalid_request', 'The consent form is older than 15 minutes; start again.');
    return request;
  }

  /** The person allowed the client: a grant, and a code for the client to trade within 10 minutes. */
  async approve(request: ConsentRequest, workspaceIds: string[], researchTools: boolean): Promise<string> {
    const owned = (await this.workspacesOf(request.personId)).map((w) => w.id);
    const picked = workspaceIds.filter((id) => owned.includes(id));
    if (picked.length === 0) throw new OAuthError('invalid_request', 'Pick at least one workspace.');
    const grantId = newId('grt');
    await this.sql.execute(
      `insert into "oauth_grants" ("id", "person_id", "client_id", "workspace_ids", "research_tools", "created_at") values (?, ?, ?, ?::jsonb, ?, now())`,
      [grantId, request.personId, request.clientId, JSON.stringify(picked), researchTools],
    );
    const code = randomToken(32);
    await this.sql.execute(
      `insert into "oauth_codes" ("hash", "grant_id", "redirect_uri", "code_challenge", "resource", "expires_at") values (?, ?, ?, ?, ?, ?)`,
      [
        hashApiKey(code),
        grantId,
        request.redirectUri,
        request.codeChallenge,
        request.resource,
        new Date(Date.now() + OAUTH_TTL.codeSeconds * 1000),
      ],
    );
    return code;
  }

  /** `authorization_code`: once, by the client it was made for, with the PKCE verifier of its challenge. */
  async exchangeCode(input: {
    code?: string;
    client_id?: string;
    redirect_uri?: string;
    code_verifier?: string;
    resource?: string;
  }) {
    if (!input.code || !input.client_id || !input.code_verifier)
      throw new OAuthError('invalid_request', 'code, client_id and code_verifier are required.');
    const rows = await this.sql.execute<
      Array<{
        grant_id: string;
        redirect_uri: string;
        code_challenge: string;
        resource: string;
        expires_at: Date;
        used_at: Date | null;
        client_id: string;
      }>
    >(
      `update "oauth_codes" c set "used_at" = now() from "oauth_grants" g
        where c."hash" = ? and g."id" = c."grant_id" and c."used_at" is null
        returning c.*, g."client_id"`,
      [hashApiKey(input.code)],
    );
    const row = rows[0];
    if (!row)
      await this.revokeIfReplayed(
        `select "grant_id" from "oauth_codes" where "hash" = ? and "used_at" is not null`,
        input.code,
      );
    if (!row || new Date(row.expires_at).getTime() < Date.now() || row.client_id !== input.client_id)
      throw new OAuthError('invalid_grant', 'The code is unknown, used, expired or not this client’s.');
    if (input.redirect_uri !== undefined && input.redirect_uri !== row.redirect_uri)
      throw new OAuthError('invalid_grant', 'redirect_uri differs from the authorization request’s.');
    if (createHash('sha256').update(input.code_verifier).digest('base64url') !== row.code_challenge)
      throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge (S256).');
    if (input.resource !== undefined && input.resource !== row.resource)
      throw new OAuthError('invalid_target', 'resource differs from the authorization request’s.');
    return this.issue(row.grant_id, row.resource);
  }

  /** `refresh_token`: a new pair; the old refresh token stops working (rotation). */
  async refresh(input: { refresh_token?: string; client_id?: string }) {
    if (!input.refresh_token || !input.client_id)
      throw new OAuthError('invalid_request', 'refresh_token and client_id are required.');
    const rows = await this.sql.execute<Array<{ grant_id: string; resource: string; expires_at: Date }>>(
      `update "oauth_tokens" t set "revoked_at" = now() from "oauth_grants" g
        where t."hash" = ? and t."kind" = 'refresh' and t."revoked_at" is null and g."id" = t."grant_id"
          and g."revoked_at" is null and g."client_id" = ?
        returning t."grant_id", t."resource", t."expires_at"`,
      [hashApiKey(input.refresh_token), input.client_id],
    );
    const row = rows[0];
    if (!row)
      await this.revokeIfReplayed(
        `select "grant_id" from "oauth_tokens" where "hash" = ? and "kind" = 'refresh' and "revoked_at" is not null`,
        input.refresh_token,
      );
    if (!row || new Date(row.expires_at).getTime() < Date.now())
      throw new OAuthError(
        'invalid_grant',
        'The refresh token is unknown, used, expired or its grant was revoked.',
      );
    return this.issue(row.grant_id, row.resource);
  }

  /**
   * A used code or a rotated refresh token presented again was stolen, or the client that had it
   * was: OAuth 2.1 (sections 4.1.3 and 4.3.1) revokes what was issued from it. A grant is made by
   * one consent with one code, so every token from that code and from the refresh chain after it
   * is the grant's: the grant is revoked, and its agent signs in again. `lookup` finds the grant
   * of the used code or token by its hash.
   */
  private async revokeIfReplayed(lookup: string, secret: string): Promise<void> {
    const [used] = await this.sql.execute<Array<{ grant_id: string }>>(lookup, [hashApiKey(secret)]);
    if (used) await this.revokeGrant(used.grant_id);
  }

  private async issue(grantId: string, resource: string) {
    const access = `${ACCESS_PREFIX}${randomToken(32)}`;
    const refresh = `${REFRESH_PREFIX}${randomToken(32)}`;
    const now = Date.now();
    for (const [token, kind, seconds] of [
      [access, 'access', OAUTH_TTL.accessSeconds],
      [refresh, 'refresh', OAUTH_TTL.refreshSeconds],
    ] as const) {
      await this.sql.execute(
        `insert into "oauth_tokens" ("hash", "grant_id", "kind", "resource", "expires_at") values (?, ?, ?, ?, ?)`,
        [hashApiKey(token), grantId, kind, resource, new Date(now + seconds * 1000)],
      );
    }
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: OAUTH_TTL.accessSeconds,
      refresh_token: refresh,
    };
  }

  /**
   * The caller of an access token: the grant's person, reaching the grant's workspaces, as a key
   * that cannot make keys. `resource`: the token must have been issued for it (audience).
   */
  async authenticate(token: string, resource?: string): Promise<AuthContext | undefined> {
    const rows = await this.sql.execute<Array<{ grant_id: string; resource: string }>>(
      `select "grant_id", "resource" from "oauth_tokens"
        where "hash" = ? and "kind" = 'access' and "revoked_at" is null and "expires_at" > now()`,
      [hashApiKey(token)],
    );
    const row = rows[0];
    if (!row || (resource !== undefined && row.resource !== resource)) return undefined;
    return this.contextOfGrant(row.grant_id);
  }

  /**
   * The caller a grant stands for, while it is not revoked: its person, reaching its workspaces,
   * as a key that cannot make keys. Also what an upload link made by an agent acts as.
   */
  async contextOfGrant(grantId: string): Promise<AuthContext | undefined> {
    const rows = await this.sql.execute<Array<GrantRow & { name: string }>>(
      `select g.*, c."name" from "oauth_grants" g join "oauth_clients" c on c."id" = g."client_id"
        where g."id" = ? and g."revoked_at" is null`,
      [grantId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const em = this.orm.em.fork();
    const person = await em.findOne(Person, { id: row.person_id });
    if (!person) return undefined;
    const owned = await em.find(
      Workspace,
      { personId: person.id },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const workspaces = owned.filter((w) => row.workspace_ids.includes(w.id));
    if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > 60_000)
      await this.sql.execute(`update "oauth_grants" set "last_used_at" = now() where "id" = ?`, [row.id]);
    const key = Object.assign(new ApiKey(), {
      id: row.id,
      personId: person.id,
      name: `MCP: ${row.name}`,
      hash: '',
      prefix: ACCESS_PREFIX,
      allWorkspaces: false,
      workspaceIds: row.workspace_ids,
      // An agent reads and publishes; keys stay the person's to make.
      scopes: [
        'posts:read',
        'posts:write',
        'accounts:read',
        'accounts:write',
        'workspaces:read',
        'logs:read',
        'keys:read',
      ],
      researchTools: row.research_tools,
      createdAt: new Date(row.created_at),
    });
    return {
      person,
      key,
      workspaces,
      grant: { id: row.id, clientName: row.name, coversEveryWorkspace: workspaces.length === owned.length },
    };
  }

  /**
   * The person's grants the caller may see, newest first: those whose every workspace it reaches
   * (a grant tells which agent acts where, and can be turned on or off). With `id`, that one alone.
   */
  async grants(auth: AuthContext, id?: string): Promise<GrantView[]> {
    const rows = await this.sql.execute<Array<GrantRow & { name: string }>>(
      `select g.*, c."name" from "oauth_grants" g join "oauth_clients" c on c."id" = g."client_id"
        where g."person_id" = ? ${id === undefined ? '' : 'and g."id" = ?'} order by g."created_at" desc, g."id" desc`,
      id === undefined ? [auth.person.id] : [auth.person.id, id],
    );
    return rows.filter((row) => reachesWorkspaces(auth, row.workspace_ids)).map(grantView);
  }

  /** Revokes the grant and every token of it: the next call with any of them is refused. */
  async revoke(auth: AuthContext, id: string): Promise<GrantView> {
    await this.grant(auth, id);
    await this.revokeGrant(id);
    return this.grant(auth, id);
  }

  async setResearch(auth: AuthContext, id: string, researchTools: boolean): Promise<GrantView> {
    await this.grant(auth, id);
    await this.sql.execute(
      `update "oauth_grants" set "research_tools" = ? where "id" = ? and "revoked_at" is null`,
      [researchTools, id],
    );
    return this.grant(auth, id);
  }

  /** 404 `grant_not_found` for a grant the caller may not see, as for one that does not exist. */
  private async grant(auth: AuthContext, id: string): Promise<GrantView> {
    const [found] = await this.grants(auth, id);
    if (!found) throw AppError.of('grant_not_found', { grantId: id }, `No authorization ${id}.`);
    return found;
  }

  private async revokeGrant(id: string): Promise<void> {
    await this.sql.execute(
      `update "oauth_grants" set "revoked_at" = coalesce("revoked_at", now()) where "id" = ?`,
      [id],
    );
    await this.sql.execute(
      `update "oauth_tokens" set "revoked_at" = coalesce("revoked_at", now()) where "grant_id" = ?`,
      [id],
    );
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`oauth-consent:${body}`).digest('base64url');
  }
}

function allowedRedirect(uri: unknown): boolean {
  if (typeof uri !== 'string' || uri.length > 2000) return false;
  try {
    const url = new URL(uri);
    if (url.hash) return false;
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    );
  } catch {
    return false;
  }
}

function grantView(row: GrantRow & { name: string }): GrantView {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.name,
    workspaceIds: row.workspace_ids,
    researchTools: row.research_tools,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  };
}
