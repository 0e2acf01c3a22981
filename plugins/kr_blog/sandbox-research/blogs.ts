/**
 * Public blogs of other people that the sandbox feed serves for blog diagnosis, each with months
 * of posts in its own habits: one writes for search (titles with 추천, 후기, 방법...), one keeps a
 * dated diary, one numbers its episodes. Dates count back from now, so the numbers stay current.
 */

export interface ResearchBlogPost {
  title: string;
  category: string;
  description: string;
  publishedAt: Date;
  logNo: string;
}

interface BlogHabit {
  categories: string[];
  /** Days between posts. */
  everyDays: number;
  /** Posts in the blog's history (the feed shows the latest 50). */
  posts: number;
  title(i: number, date: Date): string;
}

const PLACES = ['애월', '성산', '서귀포', '함덕', '우도', '한림', '협재', '중문'];
const THINGS = ['카페', '맛집', '숙소', '오름', '해변', '렌트카', '코스', '시장'];
const INTENT = ['추천', '후기', '가격 정리', '가는 방법', '베스트 5', '솔직 후기'];

const HABITS: Record<string, BlogHabit> = {
  jeju_traveler: {
    categories: ['제주여행', '맛집', '숙소'],
    everyDays: 3,
    posts: 90,
    title: (i) =>
      `제주 ${PLACES[i % PLACES.length]} ${THINGS[(i * 3) % THINGS.length]} ${INTENT[i % INTENT.length]}`,
  },
  daily_mina: {
    categories: ['일상', '육아'],
    everyDays: 2,
    posts: 70,
    title: (i, date) =>
      `${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일 ${['오늘의 일기', '주말 나들이', '아이와 산책', '집밥 기록'][i % 4]}`,
  },
  camp_note: {
    categories: ['캠핑', '장비'],
    everyDays: 7,
    posts: 40,
    title: (i) =>
      `[캠핑 ${40 - i}화] ${['가평 계곡 캠핑', '캠핑의자 바꾼 이야기', '겨울 캠핑 준비물', '동계 텐트 설치'][i % 4]}`,
  },
};

export const RESEARCH_BLOG_IDS = Object.keys(HABITS);

/** The blog's posts, newest first; empty for a blog the sandbox does not know. */
export function researchBlogPosts(blogId: string, now = new Date()): ResearchBlogPost[] {
  const habit = HABITS[blogId];
  if (!habit) return [];
  const day = 86_400_000;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9);
  return Array.from({ length: habit.posts }, (_, i) => {
    const publishedAt = new Date(today - (1 + i * habit.everyDays) * day);
    const title = habit.title(i, publishedAt);
    return {
      title,
      category: habit.categories[i % habit.categories.length],
      description: `${title}. 다녀온 이야기와 사진을 정리했어요.`,
      publishedAt,
      logNo: String(223_000_000_000 + (habit.posts - i) * 1_117),
    };
  });
}
