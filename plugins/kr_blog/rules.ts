import type { TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { codePoints } from '../../core/text/count';
import { chooseCategory, type KrCategory } from './categories';
import {
  KR_FONT_SIZE_MAX,
  KR_FONT_SIZE_MIN,
  KR_PLATFORM,
  KR_TAG_LENGTH,
  KR_TAGS_MAX,
  KR_TITLE_LIMIT,
} from './limits';
import { readKrOptions } from './options';
import { findForm, formSummaries, formsOf, isReferenceLink } from './forms/known';

const platform = KR_PLATFORM;

/**
 * Every rule of `options.kr_blog` that the post and the account's last-read categories decide, in
 * the order of the spec's table. The body markup (media references, directives) is checked apart,
 * in markup/; forms and layout arrive with the writing tools (until then `layout: "as-is"`).
 */
export function validateKrDraft(draft: TargetDraft, categories?: readonly KrCategory[]): Violation[] {
  const found: Violation[] = [];
  const options = readKrOptions(draft.options);

  if (draft.threadItems !== undefined) found.push(violation('chain_not_supported', { platform }));
  if (draft.reply && draft.mediaIds.length > 0) {
    found.push(violation('kr_reply_media_not_supported', { platform, mediaIds: draft.mediaIds }));
  }

  const title = options.title ?? '';
  if (title.trim() === '') {
    found.push(violation('kr_title_required', { platform }));
  } else if (codePoints(title) > KR_TITLE_LIMIT) {
    const actual = codePoints(title);
    found.push(
      violation(
        'kr_title_too_long',
        { platform, limit: KR_TITLE_LIMIT, actual },
        `Title is ${actual} characters; the blog allows ${KR_TITLE_LIMIT}.`,
      ),
    );
  }

  const named = options.categoryId !== undefined || (options.category ?? '').trim() !== '';
  if (!named && !options.draftOnly) {
    found.push(violation('kr_category_required', { platform }));
  } else if (named && categories) {
    const choice = chooseCategory(options, categories);
    if ('violation' in choice) found.push(choice.violation);
  }

  if (options.tags.length > KR_TAGS_MAX) {
    found.push(
      violation(
        'kr_too_many_tags',
        { platform, limit: KR_TAGS_MAX, actual: options.tags.length },
        `${options.tags.length} tags; the blog takes ${KR_TAGS_MAX}.`,
      ),
    );
  }
  const long = options.tags.filter((t) => codePoints(t) > KR_TAG_LENGTH);
  if (long.length > 0) {
    found.push(
      violation(
        'kr_tag_too_long',
        { platform, limit: KR_TAG_LENGTH, tags: long },
        `Tags over ${KR_TAG_LENGTH} characters: ${long.map((t) => JSON.stringify(t)).join(', ')}.`,
      ),
    );
  }
  const spaced = options.tags.filter((t) => /\s/u.test(t));
  if (spaced.length > 0) {
    found.push(
      violation(
        'kr_tag_has_space',
        { platform, tags: spaced },
        `Tags cannot contain spaces: ${spaced.map((t) => JSON.stringify(t)).join(', ')}.`,
      ),
    );
  }

  if (
    options.fontSize !== undefined &&
    !(options.fontSize >= KR_FONT_SIZE_MIN && options.fontSize <= KR_FONT_SIZE_MAX)
  ) {
    found.push(
      violation('kr_font_size_out_of_range', {
        platform,
        min: KR_FONT_SIZE_MIN,
        max: KR_FONT_SIZE_MAX,
        actual: options.fontSize,
      }),
    );
  }

  found.push(...scheduleViolations(draft, options.scheduledAt, options.draftOnly));

  // A body is laid out with a form unless `layout: "as-is"`: the one named, or the one the
  // workspace's blog account remembers from its last post.
  const metadata = draft.account?.metadata ?? {};
  if (options.form !== undefined && isReferenceLink(options.form) && !findForm(options.form, metadata)) {
    found.push(
      violation(
        'reference_not_read',
        { platform, url: options.form },
        'This reference post has not been read yet: call POST /v1/kr/forms/extract with its url first.',
      ),
    );
  } else if (options.form !== undefined && !findForm(options.form, metadata)) {
    const ids = formsOf(metadata).map((f) => f.id);
    found.push(
      violation(
        'kr_form_unknown',
        { platform, form: options.form, forms: ids },
        `No form "${options.form}"; forms: ${ids.join(', ')}.`,
      ),
    );
  } else if (options.layout !== 'as-is' && options.form === undefined && typeof metadata.form !== 'string') {
    found.push(
      violation(
        'kr_form_required',
        { platform, forms: formSummaries(metadata) },
        'No form picked yet for this blog: pass options.kr_blog.form (one of forms; remembered for the next post) or layout "as-is".',
      ),
    );
  }
  return found;
}

/** The blog's own scheduled time: only for a post to this channel alone, equal to the post's own. */
function scheduleViolations(draft: TargetDraft, scheduledAt: string | undefined, draftOnly: boolean) {
  if (scheduledAt === undefined) return [];
  const found: Violation[] = [];
  if (draftOnly) found.push(violation('kr_draft_and_schedule', { platform }));
  const others = (draft.post?.platforms ?? []).filter((p) => p !== platform);
  if (others.length > 0) found.push(violation('kr_scheduled_at_mixed', { platform, platforms: others }));
  const postAt = draft.post?.scheduledAt;
  if (postAt && Date.parse(postAt) !== Date.parse(scheduledAt)) {
    found.push(
      violation('kr_scheduled_at_conflict', { platform, scheduledAt: postAt, krScheduledAt: scheduledAt }),
    );
  }
  return found;
}
