import { platformEntries } from '../../core/help/answers/platform-answers';
import { lengthByRule, textLimitViolations } from '../../core/channels/text-limit';
import type { ChannelPlugin } from '../../core/channels/plugin';
import { graphemeCount } from '../../core/text/count';
import { lengthFor } from '../../api/dashboard/src/screens/compose/text-length';
import { ChatPlugin } from '../../plugins/chat';

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // 👨‍👩‍👧‍👦: 7 code points, one picture
const FLAG = '\u{1F1F0}\u{1F1F7}'; // 🇰🇷: two regional indicators
const THUMBS_TONED = '\u{1F44D}\u{1F3FD}'; // 👍🏽
const E_ACUTE_COMBINING = 'e\u0301'; // é as a letter and a combining accent
const ZALGO = 'a\u0300\u0301\u0302\u0303'; // one letter under four combining marks
const HAN_JAMO = '\u1112\u1161\u11AB'; // 한 spelled as three conjoining jamo (NFD)

describe('counting by graphemes: what a reader sees as one character', () => {
  it.each([
    ['a family emoji', FAMILY, 1],
    ['a flag', FLAG, 1],
    ['two flags side by side', FLAG + FLAG, 2],
    ['an emoji with a skin tone', THUMBS_TONED, 1],
    ['a letter and its combining accent', E_ACUTE_COMBINING, 1],
    ['a letter under four combining marks', ZALGO, 1],
    ['Hangul syllable as three jamo', HAN_JAMO, 1],
    ['the same syllable precomposed', '한', 1],
    ['a Korean greeting in jamo', '\u1112\u1161\u11AB\u1100\u1173\u11AF', 2],
    ['ASCII', 'Hello, world!', 13],
    ['a mix', `hi ${FAMILY} ${FLAG}é`, 7],
  ])('%s counts as its pictures: %j', (_name, text, expected) => {
    expect(graphemeCount(text)).toBe(expected);
    expect(lengthByRule('graphemes', text)).toBe(expected);
    expect(lengthFor('graphemes', text)).toBe(expected);
  });

  it('refuses one grapheme over a 300-grapheme limit, with the spec code and the counts', () => {
    const limit = { limit: 300, counting: 'graphemes' as const };
    expect(textLimitViolations('zz', limit, FAMILY.repeat(300))).toEqual([]);
    expect(textLimitViolations('zz', limit, FAMILY.repeat(301))).toMatchObject([
      { code: 'content_too_long', extra: { platform: 'zz', limit: 300, actual: 301 } },
    ]);
  });

  it('names the rule in the help answers, in English and Korean', () => {
    const chat = new ChatPlugin();
    const graphemic = Object.assign(Object.create(chat) as ChannelPlugin, {
      limits: { ...chat.limits, text: { limit: 300, counting: 'graphemes' } },
    });
    const [entry] = platformEntries([graphemic], () => []);
    expect(JSON.stringify(entry)).toContain('up to 300 graphemes (characters as a reader sees them)');
    expect(JSON.stringify(entry)).toContain('최대 300 (눈에 보이는 글자 기준');
  });
});
