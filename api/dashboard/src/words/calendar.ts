import type { Refusal } from '../refusal';

/** Words of the Calendar screen. */
export const en = {
  calendar: 'Calendar',
  // Nested, so no word here can shadow another screen's of the same name.
  cal: {
    dateLocale: 'en-US',
    calendarView: 'View',
    monthView: 'Month',
    weekView: 'Week',
    previous: 'Previous',
    next: 'Next',
    today: 'Today',
    composeOn: (when: string) => `Compose on ${when}`,
    postsOn: (when: string) => `Posts on ${when}`,
    move: 'Move',
    moveTitle: 'Move to',
    save: 'Save',
    cancel: 'Cancel',
    moving: 'Moving…',
    channels: 'Channels',
    hour: 'Time',
    statusWord: {
      scheduled: 'Scheduled',
      publishing: 'Publishing',
      published: 'Published',
      partial: 'Partly published',
      failed: 'Failed',
      draft: 'Draft',
      cancelled: 'Cancelled',
    },
    moveRefused: {
      scheduled_at_range: () =>
        'A post can be scheduled from 10 minutes to a year ahead; it stays where it was.',
      scheduled_at_invalid: () => 'That is not a date and time.',
      post_not_editable: (r: Refusal) => `This post can no longer be moved: ${r.message}`,
      live_post_no_schedule: () => 'This post is already out; it cannot be moved.',
      post_not_found: () => 'This post no longer exists.',
    } as Partial<Record<string, (r: Refusal) => string>>,
  },
};

export const ko: typeof en = {
  calendar: '캘린더',
  cal: {
    dateLocale: 'ko-KR',
    calendarView: '보기',
    monthView: '월',
    weekView: '주',
    previous: '이전',
    next: '다음',
    today: '오늘',
    composeOn: (when: string) => `${when}에 글쓰기`,
    postsOn: (when: string) => `${when}의 게시물`,
    move: '옮기기',
    moveTitle: '옮길 시각',
    save: '저장',
    cancel: '취소',
    moving: '옮기는 중…',
    channels: '채널',
    hour: '시각',
    statusWord: {
      scheduled: '예약됨',
      publishing: '게시 중',
      published: '게시됨',
      partial: '일부 게시됨',
      failed: '실패',
      draft: '임시 저장',
      cancelled: '취소됨',
    },
    moveRefused: {
      scheduled_at_range: () => '예약은 10분 뒤부터 1년 안까지만 됩니다. 원래 자리에 그대로 둡니다.',
      scheduled_at_invalid: () => '날짜와 시각이 올바르지 않습니다.',
      post_not_editable: (r: Refusal) => `이 게시물은 더 옮길 수 없습니다: ${r.message}`,
      live_post_no_schedule: () => '이미 게시된 글이라 옮길 수 없습니다.',
      post_not_found: () => '이 게시물은 더 이상 없습니다.',
    },
  },
};
