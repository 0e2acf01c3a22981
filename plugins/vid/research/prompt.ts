import type { ResearchVideoView } from './research-video-view';

/** A ready-to-paste prompt for a writing or planning assistant, in the person's language. */
export function promptOf(
  language: 'ko' | 'en',
  search: { q: string; topic?: string },
  videos: ResearchVideoView[],
): string {
  const top = [...videos]
    .filter((v) => v.viewsPerSubscriber !== null)
    .sort((a, b) => (b.viewsPerSubscriber ?? 0) - (a.viewsPerSubscriber ?? 0))
    .slice(0, 10);
  const lines = top.map(
    (v, i) =>
      `${i + 1}. "${v.title}" (${v.channelTitle}) — ${v.views} views, ${v.subscribers ?? '?'} subscribers, ×${v.viewsPerSubscriber}, ${v.format}, ${v.durationSeconds}s, ${v.publishedAt.slice(0, 10)}`,
  );
  const topic = search.topic?.trim();
  return language === 'ko'
    ? [
        `'${search.q}' 검색에서 채널 구독자 수보다 조회수가 크게 나온 영상들입니다.`,
        ...lines,
        '',
        `이 영상들이 왜 잘 됐는지 제목, 길이, 형식(쇼츠/롱폼), 올린 시기로 분석하고,${topic ? ` '${topic}' 주제로` : ''} 내가 만들 영상 아이디어 5개를 제목과 첫 3초 훅까지 제안해 주세요.`,
        '(조회수 대비 구독자 비율과 쇼츠 여부는 서비스가 계산한 값입니다. 쇼츠는 60초 이하.)',
      ].join('\n')
    : [
        `Videos for the search "${search.q}" that outperformed their channel's subscriber count:`,
        ...lines,
        '',
        `Analyse why these did well (title, length, short or long, timing), then propose five video ideas${topic ? ` on "${topic}"` : ''} with a title and a hook for the first three seconds.`,
        '(Views per subscriber and the short flag are calculated by the service; a short is 60 seconds or less.)',
      ].join('\n');
}
