import fs from 'node:fs';
import path from 'node:path';
import { layOut } from '../../plugins/kr_blog/forms/layout';
import { FORM_PRESETS, presetById } from '../../plugins/kr_blog/forms/presets';
import { parseBody } from '../../plugins/kr_blog/markup/parse';

const DIR = path.join(__dirname, 'kr-forms');
const INPUT = fs.readFileSync(path.join(DIR, 'input.md'), 'utf8');
/** Attached besides the one the body places: the forms spread them. */
const MEDIA = ['med_placed', 'med_1', 'med_2', 'med_3', 'med_4'];
const KINDS = new Map([['med_4', 'video']]);

/** The words of a body, whatever the layout did around them. */
const words = (body: string) =>
  parseBody(body)
    .blocks.flatMap((b) => (b.text ? b.text.split(/\s+/) : []))
    .map((w) => w.replace(/[*]|\d+\.$/g, ''))
    .filter((w) => w !== '')
    .sort();

/**
 * The seven forms on one body. Each form's output is a golden file a reader can open
 * (test/unit/kr-forms/<form>.md); FANOUT_UPDATE_GOLDEN=1 writes them again after a deliberate change.
 */
describe('kr post forms', () => {
  it('ships seven forms with distinct ids, photo-story first', () => {
    expect(FORM_PRESETS.map((f) => f.id)).toEqual([
      'photo-story',
      'review',
      'how-to',
      'listicle',
      'travel-log',
      'recipe',
      'qna',
    ]);
  });

  for (const form of FORM_PRESETS) {
    it(`${form.id}: lays the body out as its golden file shows, words unchanged`, () => {
      const out = layOut(INPUT, MEDIA, form, KINDS);
      const golden = path.join(DIR, `${form.id}.md`);
      if (process.env.FANOUT_UPDATE_GOLDEN === '1') fs.writeFileSync(golden, `${out.content}\n`);
      expect(`${out.content}\n`).toBe(fs.readFileSync(golden, 'utf8'));
      expect(parseBody(out.content).problems).toEqual([]);
      // Titles move into openers; every word of the body is still there, none added but captions.
      const before = words(INPUT);
      for (const w of before) expect(words(out.content)).toContain(w);
      expect(out.sections).toBe(4);
      expect(layOut(INPUT, MEDIA, form, KINDS)).toEqual(out);
    });
  }

  it('opens sections the form’s way and spreads the attached files per section', () => {
    const review = layOut(INPUT, MEDIA, presetById('review')!);
    expect(review.content).toContain('> 첫 번째 카페 {.quote-box}');
    const listicle = layOut(INPUT, MEDIA, presetById('listicle')!);
    expect(listicle.content).toContain('**1. 첫 번째 카페**');
    expect(listicle.content).toContain('**3. 세 번째 카페**');
    const story = layOut(INPUT, MEDIA, presetById('photo-story')!, KINDS);
    expect(story.placedByForm).toEqual(['med_1', 'med_2', 'med_3', 'med_4']);
    expect(story.content).toContain('![첫 번째 카페](media:med_1)');
    expect(story.content).toContain('@video(media:med_4)');
    const qna = layOut(INPUT, MEDIA, presetById('qna')!);
    // No photos per section: they all go at the end.
    expect(qna.content.trimEnd().endsWith('![](media:med_4)')).toBe(true);
    expect(qna.content).toContain('창가 자리가 넓고 밝았어요. {.highlight}');
  });

  it('cuts a body without headings every few paragraphs', () => {
    const body = ['하나', '둘', '셋', '넷', '다섯'].join('\n\n');
    expect(layOut(body, [], presetById('how-to')!).sections).toBe(3);
    expect(layOut(body, [], presetById('listicle')!).sections).toBe(5);
  });
});
