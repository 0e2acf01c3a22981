import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/** The dashboard's words in English and Korean (the service's help answers in both). */
const en = {
  appName: 'Fanout',
  signInTitle: 'Sign in',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  wrongPassword: 'That email and password do not match.',
  tooMany: 'Too many attempts. Wait a minute and try again.',
  signOut: 'Sign out',
  workspace: 'Workspace',
  language: 'Language',
  navigation: 'Sections',
  keys: 'Keys',
  logs: 'Logs',
  accounts: 'Accounts',
  loading: 'Loading…',
  failed: 'Something went wrong',
  keyList: 'Your API keys',
  noKeys: 'No keys yet.',
  name: 'Name',
  prefix: 'Starts with',
  reach: 'Reach',
  scopes: 'Scopes',
  allScopes: 'Every scope',
  scopesHint: 'None checked: every scope.',
  allWorkspaces: 'All workspaces',
  someWorkspaces: 'Only these workspaces',
  created: 'Created',
  lastUsed: 'Last used',
  never: 'never',
  status: 'Status',
  active: 'active',
  revoked: 'revoked',
  createKey: 'Create a key',
  create: 'Create',
  newKeyTitle: 'Your new key',
  newKeyOnce: 'Copy it now: it is shown only this once.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  revoke: 'Revoke',
  confirmRevoke: 'Revoke this key? Anything using it stops working.',
  yesRevoke: 'Yes, revoke',
  cancel: 'Cancel',
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
  accountList: 'Connected accounts',
  noAccounts: 'No accounts in this workspace.',
  platform: 'Channel',
  handle: 'Handle',
  state: 'State',
  sandbox: 'sandbox',
  readOnlyNote: 'Connecting and disconnecting accounts comes in a later version of the dashboard.',
};

type Words = typeof en;

const ko: Words = {
  appName: 'Fanout',
  signInTitle: '로그인',
  email: '이메일',
  password: '비밀번호',
  signIn: '로그인',
  signingIn: '로그인 중…',
  wrongPassword: '이메일과 비밀번호가 맞지 않습니다.',
  tooMany: '시도가 너무 많습니다. 1분 뒤에 다시 시도하세요.',
  signOut: '로그아웃',
  workspace: '워크스페이스',
  language: '언어',
  navigation: '메뉴',
  keys: 'API 키',
  logs: '로그',
  accounts: '계정',
  loading: '불러오는 중…',
  failed: '문제가 생겼습니다',
  keyList: 'API 키 목록',
  noKeys: '아직 키가 없습니다.',
  name: '이름',
  prefix: '앞부분',
  reach: '범위',
  scopes: '권한',
  allScopes: '모든 권한',
  scopesHint: '아무것도 고르지 않으면 모든 권한입니다.',
  allWorkspaces: '모든 워크스페이스',
  someWorkspaces: '이 워크스페이스만',
  created: '만든 날',
  lastUsed: '마지막 사용',
  never: '없음',
  status: '상태',
  active: '사용 중',
  revoked: '폐기됨',
  createKey: '키 만들기',
  create: '만들기',
  newKeyTitle: '새 키',
  newKeyOnce: '지금 복사하세요. 이번 한 번만 보입니다.',
  copy: '복사',
  copied: '복사됨',
  done: '확인',
  revoke: '폐기',
  confirmRevoke: '이 키를 폐기할까요? 이 키를 쓰는 곳은 더 이상 동작하지 않습니다.',
  yesRevoke: '폐기합니다',
  cancel: '취소',
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
  accountList: '연결된 계정',
  noAccounts: '이 워크스페이스에는 계정이 없습니다.',
  platform: '채널',
  handle: '핸들',
  state: '상태',
  sandbox: '샌드박스',
  readOnlyNote: '계정 연결과 해제는 대시보드의 다음 버전에서 제공됩니다.',
};

export type Locale = 'en' | 'ko';
export const LOCALES: Record<Locale, { label: string; words: Words }> = {
  en: { label: 'English', words: en },
  ko: { label: '한국어', words: ko },
};

const CHOSEN = 'fanout.locale';

/** The switch's choice if made, else the browser's language (Korean when it asks for it). */
export function initialLocale(): Locale {
  const chosen = localStorage.getItem(CHOSEN);
  if (chosen === 'en' || chosen === 'ko') return chosen;
  return navigator.languages.some((l) => l.toLowerCase().startsWith('ko')) ? 'ko' : 'en';
}

export function rememberLocale(locale: Locale): void {
  localStorage.setItem(CHOSEN, locale);
  document.documentElement.lang = locale;
}

export const WordsContext = createContext<Words>(en);
export const useWords = (): Words => useContext(WordsContext);
