/** Words of the Accounts screen. */
export const en = {
  accountList: 'Connected accounts',
  noAccounts: 'No accounts in this workspace.',
  platform: 'Channel',
  handle: 'Handle',
  state: 'State',
  sandbox: 'sandbox',
  readOnlyNote: 'Connecting and disconnecting accounts comes in a later version of the dashboard.',
};

export const ko: typeof en = {
  accountList: '연결된 계정',
  noAccounts: '이 워크스페이스에는 계정이 없습니다.',
  platform: '채널',
  handle: '핸들',
  state: '상태',
  sandbox: '샌드박스',
  readOnlyNote: '계정 연결과 해제는 대시보드의 다음 버전에서 제공됩니다.',
};
