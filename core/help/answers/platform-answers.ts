import { NOT_YET } from '../../channels/features';
import type { ChannelPlugin, FeatureRow, TextCounting } from '../../channels/plugin';
import { lines, type HelpEntry } from '../answer';

/** The id of a channel's own answer. */
export const platformAnswerId = (platform: string): string => `platform-${platform}`;

const COUNTING: Record<TextCounting, { en: string; ko: string }> = {
  characters: { en: 'characters', ko: '글자' },
  weighted: { en: 'weighted characters', ko: '가중 글자' },
  'utf8-bytes': { en: 'UTF-8 bytes', ko: 'UTF-8 바이트' },
  'utf16-units': { en: 'UTF-16 units', ko: 'UTF-16 단위' },
  graphemes: { en: 'graphemes (characters as a reader sees them)', ko: '눈에 보이는 글자' },
};

// Partial: a capability added to the contract later shows under its own name until it gets a label.
const FEATURE_KO: Partial<Record<FeatureRow['feature'], string>> = {
  publish: '게시',
  chain: '체인',
  topicTag: '토픽 태그',
  media: '미디어',
  edit: '게시 후 수정',
  delete: '삭제',
  metrics: '지표',
  replies: '답글 읽기',
  channelPosts: '채널 게시물 읽기',
  quota: '한도 조회',
  publishOptions: '게시 옵션 조회',
  refresh: '새로 고침',
  like: '좋아요',
  reply: '답글 달기',
  follow: '팔로우',
  hideReply: '답글 숨기기',
  dm: '댓글 작성자에게 DM',
  pastComments: '지난 댓글에 보내기',
};

const featureKo = (f: FeatureRow['feature']) => `${FEATURE_KO[f] ?? f}(${f})`;

/** The channel's own sentences are English; the ones every channel shares have a Korean line. */
const reasonKo = (row: FeatureRow) =>
  !row.condition ? '' : row.condition === NOT_YET ? '아직 제공되지 않음' : `채널 설명: ${row.condition}`;

function mediaLine(plugin: ChannelPlugin, locale: 'en' | 'ko'): string {
  const { images, videos, mixImagesAndVideo } = plugin.limits.media;
  if (locale === 'en') {
    return `Media per post: up to ${images} images and ${videos} videos; ${mixImagesAndVideo ? 'images and video may be mixed' : 'images and video are not mixed (the video is kept, the target warning says what was dropped)'}. Items over the limit are cut with a warning.`;
  }
  return `게시물당 미디어: 이미지 최대 ${images}개, 동영상 최대 ${videos}개. ${mixImagesAndVideo ? '이미지와 동영상을 섞을 수 있습니다.' : '이미지와 동영상을 섞을 수 없습니다(동영상을 남기고 대상 경고가 뺀 것을 알려 줍니다).'} 한도를 넘는 항목은 경고와 함께 잘립니다.`;
}

/**
 * One answer per channel, built from its plugin's `limits`, `features` and options schema, so it
 * says what GET /v1/platforms says. `codes`: the error codes filed under that channel.
 */
export function platformEntries(
  plugins: readonly ChannelPlugin[],
  codesOf: (id: string) => string[],
): HelpEntry[] {
  return plugins.map((p) => {
    const text = p.limits.text;
    const yes = p.features.filter((f) => f.supported === true).map((f) => f.feature);
    const partial = p.features.filter((f) => f.supported === 'partial');
    const no = p.features.filter((f) => f.supported === false);
    const options = Object.keys((p.optionsSchema.properties ?? {}) as object);
    const optionList = options.map((o) => `options.${p.id}.${o}`).join(', ');
    return {
      id: platformAnswerId(p.id),
      category: 'publish',
      platform: p.id,
      codes: codesOf(p.id),
      text: {
        en: {
          title: `${p.name} channel (${p.id}): limits and what it can do`,
          body: lines(
            `Text: up to ${text.limit} ${COUNTING[text.counting].en}${text.note ? ` (${text.note})` : ''}; longer answers content_too_long.`,
            mediaLine(p, 'en'),
            p.chain
              ? 'A chain channel: takes `threadItems`.'
              : 'Not a chain channel: `threadItems` answers chain_not_supported.',
            `Supported: ${yes.join(', ') || '-'}.`,
            ...partial.map((f) => `Partly: ${f.feature}: ${f.condition ?? ''}`),
            ...no.map((f) => `Not supported: ${f.feature}: ${f.condition ?? ''}`),
            `Options (\`options.${p.id}\`): content${options.length ? `, ${optionList}` : ''}. GET /v1/platforms shows their schema.`,
          ),
        },
        ko: {
          title: `${p.name} 채널(${p.id}): 한도와 기능`,
          body: lines(
            `글: 최대 ${text.limit} (${COUNTING[text.counting].ko} 기준${text.note ? `; ${text.note}` : ''}). 넘으면 content_too_long입니다.`,
            mediaLine(p, 'ko'),
            p.chain
              ? '체인 채널이라 `threadItems`를 받습니다.'
              : '체인 채널이 아니라서 `threadItems`를 보내면 chain_not_supported입니다.',
            `지원: ${yes.map(featureKo).join(', ') || '-'}.`,
            ...partial.map((f) => `조건부 지원: ${featureKo(f.feature)} - ${reasonKo(f)}`),
            ...no.map((f) => `지원 안 함: ${featureKo(f.feature)} - ${reasonKo(f)}`),
            `옵션(\`options.${p.id}\`): content${options.length ? `, ${optionList}` : ''}. 스키마는 GET /v1/platforms에서 볼 수 있습니다.`,
          ),
        },
      },
    };
  });
}
