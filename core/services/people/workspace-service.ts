import { UniqueConstraintViolationException, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { keyCacheOf } from '../../auth/key-cache';
import { Account, Post, Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';

export interface WorkspaceView {
  id: string;
  name: string;
  slug: string;
  channels: string[];
}

/** Workspaces: create, list, and pick the one a request acts in. */
export class WorkspaceService {
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em;
  }

  async create(auth: AuthContext, name: string): Promise<WorkspaceView> {
    requireScope(auth, 'workspaces:write');
    // A key limited to some workspaces could not reach the one it made.
    if (!auth.key.allWorkspaces) {
      throw AppError.of(
        'forbidden_scope',
        { scope: 'allWorkspaces' },
        'Only a key reaching all workspaces can create one.',
      );
    }
    const workspace = await this.createFor(auth.person.id, name);
    auth.workspaces.push(workspace);
    return this.view(workspace, []);
  }

  async createFor(personId: string, name: string): Promise<Workspace> {
    const base = slugify(name);
    for (let attempt = 1; ; attempt += 1) {
      let slug = base;
      for (let n = 2; await this.em.count(Workspace, { personId, slug }); n += 1) slug = `${base}-${n}`;
      const workspace = Object.assign(new Workspace(), {
        id: newId('ws'),
        personId,
        name: name.trim(),
        slug,
        createdAt: new Date(),
      });
      try {
        // A plain insert, so a lost race leaves nothing behind in the request's unit of work.
        await this.em.insert(workspace);
        // A key reaching all workspaces reaches this one from the next request on.
        keyCacheOf(this.orm).clear();
        return workspace;
      } catch (err) {
        // Two creates racing for one slug: the unique (person, slug) index lets one win; look again.
        if (!(err instanceof UniqueConstraintViolationException) || attempt >= 5) throw err;
      }
    }
  }

  async list(auth: AuthContext): Promise<WorkspaceView[]> {
    requireScope(auth, 'workspaces:read');
    return this.views(auth.workspaces);
  }

  /**
   * The workspace a request acts in: the `x-service-workspace` header (id or slug) when given,
   * else the only one the key reaches; several and no header is 400 `workspace_required`.
   */
  async select(auth: AuthContext, header: string | undefined): Promise<Workspace> {
    if (header) {
      const ref = headerText(header);
      const chosen = auth.workspaces.find((w) => namesWorkspace(w, ref));
      if (chosen) return chosen;
      throw AppError.of(
        'workspace_required',
        { workspaces: await this.views(auth.workspaces) },
        `No workspace "${ref}" is reachable with this key; pick one of these.`,
      );
    }
    if (auth.workspaces.length === 1) return auth.workspaces[0];
    throw AppError.of(
      'workspace_required',
      { workspaces: await this.views(auth.workspaces) },
      auth.workspaces.length === 0
        ? 'This key reaches no workspace.'
        : 'This key reaches several workspaces; name one in the x-service-workspace header.',
    );
  }

  /**
   * For a resource found in another workspace: 404 `workspace_mismatch` when the caller's key
   * reaches that workspace (so they can switch), else the caller gets the plain not-found it passes
   * in. A key limited to some workspaces learns nothing about the person's others.
   */
  async mismatchOr(
    auth: AuthContext,
    ownerWorkspaceId: string | undefined,
    notFound: AppError,
  ): Promise<AppError> {
    const owner = auth.workspaces.find((w) => w.id === ownerWorkspaceId);
    if (!owner) return notFound;
    return AppError.of(
      'workspace_mismatch',
      { workspaces: await this.views([owner]) },
      `That is in workspace "${owner.name}"; send x-service-workspace: ${owner.slug}.`,
    );
  }

  /**
   * The post `id` of this workspace, read with `em`: else 404 `post_not_found`, or
   * `workspace_mismatch` when it is in another workspace the caller reaches.
   */
  async postIn(auth: AuthContext, workspace: Workspace, id: string, em: EntityManager): Promise<Post> {
    const post = await em.findOne(Post, { id });
    if (post && post.workspaceId === workspace.id) return post;
    const notFound = AppError.of('post_not_found', { postId: id }, `No post ${id} in this workspace.`);
    throw await this.mismatchOr(auth, post?.workspaceId, notFound);
  }

  /**
   * The account `id` of this workspace, read with `em`, disconnected ones only when asked: else 404
   * `account_not_found`, or `workspace_mismatch` when it is live in another workspace the caller reaches.
   */
  async accountIn(
    auth: AuthContext,
    workspace: Workspace,
    id: string,
    em: EntityManager,
    options: { disconnected?: boolean } = {},
  ): Promise<Account> {
    const account = await em.findOne(Account, { id });
    const live = account !== null && account.state !== 'disconnected';
    if (account && account.workspaceId === workspace.id && (live || options.disconnected)) return account;
    const notFound = AppError.of(
      'account_not_found',
      { accountId: id },
      `No connected account ${id} in this workspace.`,
    );
    if (!live) throw notFound;
    throw await this.mismatchOr(auth, account.workspaceId, notFound);
  }

  async views(workspaces: Workspace[]): Promise<WorkspaceView[]> {
    if (workspaces.length === 0) return [];
    const accounts = await this.em.find(Account, {
      workspaceId: { $in: workspaces.map((w) => w.id) },
      state: { $ne: 'disconnected' },
    });
    return workspaces.map((w) =>
      this.view(
        w,
        accounts.filter((a) => a.workspaceId === w.id),
      ),
    );
  }

  private view(w: Workspace, accounts: Account[]): WorkspaceView {
    return {
      id: w.id,
      name: w.name,
      slug: w.slug,
      channels: [...new Set(accounts.map((a) => a.platform))].sort(),
    };
  }
}

function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'workspace';
}

/**
 * The one rule for naming a workspace, in the header and in a key's `workspaceIds`: its id or its
 * slug, in any letter case.
 */
export function namesWorkspace(workspace: Pick<Workspace, 'id' | 'slug'>, ref: string): boolean {
  const wanted = ref.trim().toLowerCase();
  return workspace.id.toLowerCase() === wanted || workspace.slug.toLowerCase() === wanted;
}

/**
 * A header value as the client wrote it: Node reads header bytes as Latin-1, so UTF-8 text
 * ("데모") arrives garbled; read the bytes again as UTF-8 when they are valid UTF-8.
 */
export function headerText(value: string): string {
  // Only a value made of Latin-1 characters, some above ASCII, can be misread UTF-8.
  if (!/[\u0080-\u00ff]/.test(value) || [...value].some((c) => c.charCodeAt(0) > 0xff)) return value;
  const bytes = Buffer.from(value, 'latin1');
  const decoded = bytes.toString('utf8');
  return Buffer.from(decoded, 'utf8').equals(bytes) ? decoded : value;
}
