import { HELP_CATEGORIES, HELP_LOCALES, type HelpAnswer } from '../../core/help/answer';
import { codeAnswerId } from '../../core/help/answers/code-answers';
import { KO_CODE_TEXT } from '../../core/help/answers/codes-ko';
import { HelpService } from '../../core/help/help-service';
import { terms } from '../../core/help/search';
import { catalogue } from '../../core/errors/catalogue';
import { allPlugins } from '../../plugins';

const HANGUL = /[\uac00-\ud7af]/;
const codes = Object.keys(catalogue) as Array<keyof typeof catalogue>;

describe('help answers', () => {
  const help = new HelpService(allPlugins());
  const all = (locale: string) => help.answer({ locale }).data as HelpAnswer[];

  it.each(codes)('%s has its own answer in English and in Korean', (code) => {
    const en = help.answer({ id: codeAnswerId(code) }).data as HelpAnswer;
    expect(en).toMatchObject({ title: code, codes: [code], locale: 'en' });
    expect(en.body).toContain(catalogue[code].message);
    expect(HELP_CATEGORIES).toContain(en.category);

    // A written Korean sentence, not the English fallback.
    expect(KO_CODE_TEXT[code]).toMatch(HANGUL);
    const ko = help.answer({ id: codeAnswerId(code), locale: 'ko' }).data as HelpAnswer;
    expect(ko.locale).toBe('ko');
    expect(ko.body.startsWith(KO_CODE_TEXT[code])).toBe(true);
  });

  it.each(['platform_auth_error', 'publish_unconfirmed'])(
    '%s (recorded retryable: false) is never answered with "wait and try again"',
    (code) => {
      const en = help.answer({ id: codeAnswerId(code) }).data as HelpAnswer;
      expect(en.body).toContain('retryable: false');
      expect(en.body).not.toMatch(/wait a little and try again/i);
    },
  );

  it('has no Korean line for a code the catalogue no longer has', () => {
    expect(Object.keys(KO_CODE_TEXT).filter((c) => !(c in catalogue))).toEqual([]);
  });

  it('has every answer in both locales, Korean bodies in Korean', () => {
    const [en, ko] = HELP_LOCALES.map(all);
    expect(ko.map((a) => a.id)).toEqual(en.map((a) => a.id));
    for (const answer of ko) expect(answer.body).toMatch(HANGUL);
    expect(new Set(en.map((a) => a.id)).size).toBe(en.length);
  });

  it('has one answer per channel, with the limits the plugin declares', () => {
    for (const plugin of allPlugins()) {
      const answer = help.answer({ id: `platform-${plugin.id}` }).data as HelpAnswer;
      expect(answer.platform).toBe(plugin.id);
      expect(answer.body).toContain(`up to ${plugin.limits.text.limit} `);
      expect(answer.body).toContain(`up to ${plugin.limits.media.images} images`);
    }
  });

  it('files codes under their channel and category', () => {
    const of = (code: string) => help.answer({ id: codeAnswerId(code) }).data as HelpAnswer;
    expect(of('vid_title_required')).toMatchObject({ platform: 'vid', category: 'publish' });
    expect(of('kr_title_required')).toMatchObject({ platform: 'kr_blog', category: 'kr' });
    expect(of('invalid_api_key')).toMatchObject({ platform: null, category: 'connect' });
    expect(of('automation_not_live')).toMatchObject({ platform: null, category: 'dm' });
    expect(of('api_unreachable')).toMatchObject({ platform: null, category: 'agent' });
    expect(of('media_too_large')).toMatchObject({ platform: null, category: 'publish' });
  });
});

describe('help search terms', () => {
  it('meets English word forms at one stem', () => {
    for (const word of ['upload', 'uploads', 'uploaded', 'uploading'])
      expect(terms(word)).toContain('upload');
    for (const word of ['schedule', 'scheduled', 'scheduling']) expect(terms(word)).toContain('schedul');
  });

  it('splits Korean words into character pairs, without question endings', () => {
    const t = terms('동영상을 업로드하나요?');
    expect(t).toEqual(expect.arrayContaining(['동영', '영상', '업로', '로드']));
    expect(t).not.toContain('나요');
  });

  it('keeps an error code whole and in parts', () => {
    expect(terms('media_too_large')).toEqual(expect.arrayContaining(['media_too_large', 'media', 'larg']));
  });
});
