import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Media, type Workspace } from '../../../core/entities';
import { AppError } from '../../../core/errors/app-error';
import type { AccountService } from '../../../core/services/accounts/account-service';
import { KR_PLATFORM } from '../limits';
import { formOfPost, readReference, referenceOf } from './extract';
import { findForm, formsOf, isReferenceLink } from './known';
import { layOut, type Layout } from './layout';
import { DEFAULT_FORM_ID, type FormPreset } from './presets';

export interface LayoutInput {
  content: string;
  mediaIds?: string[];
  form?: string;
  forms?: 'all' | string[];
}

/**
 * The post forms of a workspace's blog: the seven presets with those extracted for it (kept on
 * the blog account's metadata, where publishing finds them), layouts, and extraction from a
 * reference post (`GET /v1/kr/forms`, `POST /v1/kr/layout`, `POST /v1/kr/forms/extract`).
 */
export class KrForms {
  constructor(
    private readonly orm: MikroORM,
    private readonly accounts: AccountService,
  ) {}

  async list(workspace: Workspace): Promise<{ data: FormPreset[]; default: string }> {
    return { data: formsOf(await this.metadataOf(workspace)), default: DEFAULT_FORM_ID };
  }

  /** One layout (`form`, default photo-story), or `layouts[]` for `forms` (ids or `all`). */
  async layOut(workspace: Workspace, input: LayoutInput): Promise<Layout | { layouts: Layout[] }> {
    const metadata = await this.metadataOf(workspace);
    const ids =
      input.forms === 'all'
        ? formsOf(metadata).map((f) => f.id)
        : (input.forms ?? [input.form ?? DEFAULT_FORM_ID]);
    const unread = ids.filter((id) => isReferenceLink(id) && !findForm(id, metadata));
    if (unread.length > 0)
      throw AppError.of(
        'reference_not_read',
        { urls: unread },
        'This reference post has not been read yet: call POST /v1/kr/forms/extract with its url first.',
      );
    const unknown = ids.filter((id) => !findForm(id, metadata));
    if (unknown.length > 0) {
      const known = formsOf(metadata).map((f) => f.id);
      throw AppError.of(
        'kr_form_unknown',
        { forms: known, unknown },
        `No form ${unknown.join(', ')}; forms: ${known.join(', ')}.`,
      );
    }
    const mediaIds = input.mediaIds ?? [];
    const kinds = await this.mediaKinds(workspace.id, mediaIds);
    const layouts = ids.map((id) => layOut(input.content, mediaIds, findForm(id, metadata)!, kinds));
    return input.forms ? { layouts } : layouts[0];
  }

  /** Reads the reference post at `url` and stores its form on the workspace's blog account. */
  async extract(workspace: Workspace, url: string): Promise<FormPreset> {
    const em = this.orm.em.fork();
    const account = await this.blogOf(workspace, em);
    if (!account)
      throw AppError.of(
        'account_not_found',
        { platform: KR_PLATFORM },
        'Extracted forms belong to the workspace’s blog: connect one with POST /v1/accounts/connect {"platform": "kr_blog"}.',
      );
    const ref = referenceOf(url, this.accounts.baseUrlFor(KR_PLATFORM, account.sandbox));
    const form = formOfPost(await readReference(ref, url), ref, url);
    const forms = { ...((account.metadata.forms ?? {}) as Record<string, unknown>), [form.id]: form };
    account.metadata = { ...account.metadata, forms };
    await em.flush();
    return form;
  }

  /** The metadata of the workspace's blog account (its remembered and extracted forms); {} without one. */
  private async metadataOf(workspace: Workspace): Promise<Record<string, unknown>> {
    return (await this.blogOf(workspace, this.orm.em.fork()))?.metadata ?? {};
  }

  private blogOf(workspace: Workspace, em: MikroORM['em']): Promise<Account | null> {
    return em.findOne(Account, { workspaceId: workspace.id, platform: KR_PLATFORM, state: 'connected' });
  }

  /** Which of the ids are videos (laid out as @video lines); the rest are photos. */
  private async mediaKinds(workspaceId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.orm.em.fork().find(Media, { id: { $in: ids }, workspaceId });
    return new Map(rows.map((m) => [m.id, m.kind]));
  }
}
