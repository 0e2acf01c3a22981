/** Words of the Logs screen. */
export const en = {
  filters: 'Filters',
  outcome: 'Outcome',
  outcomeAll: 'All',
  outcomeOk: 'Succeeded',
  outcomeFailed: 'Failed',
  search: 'Search path or request id',
  since: 'Since',
  showDashboard: 'Show dashboard successes',
  apply: 'Apply',
  noLogs: 'No calls match.',
  request: 'Request',
  response: 'Response',
  source: 'Source',
};

export const ko: typeof en = {
  filters: '필터',
  outcome: '결과',
  outcomeAll: '전체',
  outcomeOk: '성공',
  outcomeFailed: '실패',
  search: '경로 또는 요청 ID 검색',
  since: '시작일',
  showDashboard: '대시보드 성공 호출도 보기',
  apply: '적용',
  noLogs: '맞는 호출이 없습니다.',
  request: '요청',
  response: '응답',
  source: '출처',
};
