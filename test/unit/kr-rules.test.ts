import type { TargetDraft } from '../../core/channels/plugin';
import { chooseCategory, type KrCategory } from '../../plugins/kr_blog/categories';
import { validateKrDraft } from '../../plugins/kr_blog/rules';

/** A blog whose parent "여행" has a child also named "여행", as the platform allows. */
const CATEGORIES: KrCategory[] = [
  { id: '1', name: '일상' },
  { id: '2', name: '여행' },
  { id: '3', name: '여행', parentId: '2' },
  { id: '4', name: 'Food' },
];

const draft = (options: Record<string, unknown>, more: Partial<TargetDraft> = {}): TargetDraft => ({
  text: '본문',
  mediaIds: [],
  options: { title: '제목', categoryId: '1', layout: 'as-is', ...options },
  post: { platforms: ['kr_blog'] },
  ...more,
});
const codes = (d: TargetDraft) => validateKrDraft(d, CATEGORIES).map((v) => v.code);

describe('kr_blog rules (options.kr_blog)', () => {
  it('passes a titled post to a known category laid out as written', () => {
    expect(validateKrDraft(draft({}), CATEGORIES)).toEqual([]);
  });

  it('needs a title, at most 100 characters', () => {
    expect(codes(draft({ title: '  ' }))).toEqual(['kr_title_required']);
    const [tooLong] = validateKrDraft(draft({ title: '가'.repeat(101) }), CATEGORIES);
    expect(tooLong).toMatchObject({ code: 'kr_title_too_long', extra: { limit: 100, actual: 101 } });
  });

  it('needs a category unless the post only goes to the draft box', () => {
    expect(codes(draft({ categoryId: undefined }))).toEqual(['kr_category_required']);
    expect(codes(draft({ categoryId: undefined, draftOnly: true }))).toEqual([]);
  });

  it('finds a category by name, lists the blog when it is unknown, and refuses to guess a shared name', () => {
    expect(chooseCategory({ category: ' Food ' }, CATEGORIES)).toEqual({ categoryId: '4' });
    const [unknown] = validateKrDraft(draft({ categoryId: undefined, category: '음악' }), CATEGORIES);
    expect(unknown.code).toBe('kr_category_unknown');
    expect(unknown.extra.categories).toHaveLength(4);
    expect(unknown.message).toMatch(/refresh_account/);
    const [ambiguous] = validateKrDraft(draft({ categoryId: undefined, category: '여행' }), CATEGORIES);
    expect(ambiguous.code).toBe('kr_category_ambiguous');
    expect((ambiguous.extra.categories as KrCategory[]).map((c) => c.id)).toEqual(['2', '3']);
    expect(codes(draft({ categoryId: '99' }))).toEqual(['kr_category_unknown']);
  });

  it('leaves categories alone when the account has not been read yet', () => {
    expect(validateKrDraft(draft({ categoryId: '99' }))).toEqual([]);
  });

  it('takes 30 tags of up to 30 characters, without spaces', () => {
    const tags = Array.from({ length: 31 }, (_, i) => `tag${i}`);
    const [many] = validateKrDraft(draft({ tags }), CATEGORIES);
    expect(many).toMatchObject({ code: 'kr_too_many_tags', extra: { limit: 30, actual: 31 } });
    const [long] = validateKrDraft(draft({ tags: ['가'.repeat(31)] }), CATEGORIES);
    expect(long).toMatchObject({ code: 'kr_tag_too_long', extra: { limit: 30 } });
    expect(codes(draft({ tags: ['서울 여행'] }))).toEqual(['kr_tag_has_space']);
    expect(codes(draft({ tags: ['가'.repeat(30), '서울여행'] }))).toEqual([]);
  });

  it('takes a font size of 10 to 34', () => {
    expect(codes(draft({ fontSize: 9 }))).toEqual(['kr_font_size_out_of_range']);
    expect(codes(draft({ fontSize: 35 }))).toEqual(['kr_font_size_out_of_range']);
    expect(codes(draft({ fontSize: 34 }))).toEqual([]);
  });

  it("keeps the blog's own schedule to a post to this channel alone, at the post's time, not as a draft", () => {
    const at = '2026-12-01T09:00:00+09:00';
    expect(codes(draft({ scheduledAt: at }))).toEqual([]);
    expect(codes(draft({ scheduledAt: at }, { post: { platforms: ['kr_blog', 'micro'] } }))).toEqual([
      'kr_scheduled_at_mixed',
    ]);
    expect(
      codes(
        draft({ scheduledAt: at }, { post: { platforms: ['kr_blog'], scheduledAt: '2026-12-01T00:00:00Z' } }),
      ),
    ).toEqual([]);
    expect(
      codes(
        draft({ scheduledAt: at }, { post: { platforms: ['kr_blog'], scheduledAt: '2026-12-02T00:00:00Z' } }),
      ),
    ).toEqual(['kr_scheduled_at_conflict']);
    expect(codes(draft({ scheduledAt: at, draftOnly: true }))).toEqual(['kr_draft_and_schedule']);
  });

  it('refuses chains and media on replies', () => {
    expect(codes(draft({}, { threadItems: [{ text: 'a', mediaIds: [] }] }))).toEqual(['chain_not_supported']);
    expect(codes(draft({}, { reply: true, mediaIds: ['med_1'] }))).toEqual(['kr_reply_media_not_supported']);
  });

  it('asks for layout "as-is" until the forms exist', () => {
    const [required] = validateKrDraft(draft({ layout: undefined }), CATEGORIES);
    expect(required.code).toBe('kr_form_required');
    expect(required.message).toMatch(/as-is/);
  });
});
