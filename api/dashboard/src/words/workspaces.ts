import type { Refusal } from '../refusal';

/** Words of the workspace switcher's "New workspace" action. */
export const en = {
  ws: {
    newWorkspace: 'New workspace',
    name: 'Workspace name',
    create: 'Create workspace',
    cancel: 'Cancel',
    refused: {
      workspace_limit: (r: Refusal) =>
        `Your plan includes ${String(r.limit)} workspaces and you have ${String(r.used)}. See Billing for more.`,
      invalid_params: () => 'Give the workspace a name.',
    } as Partial<Record<string, (r: Refusal) => string>>,
  },
};

export const ko: typeof en = {
  ws: {
    newWorkspace: '새 워크스페이스',
    name: '워크스페이스 이름',
    create: '워크스페이스 만들기',
    cancel: '취소',
    refused: {
      workspace_limit: (r: Refusal) =>
        `요금제에 포함된 워크스페이스는 ${String(r.limit)}개이고 지금 ${String(r.used)}개가 있습니다. 더 필요하면 결제 화면을 보세요.`,
      invalid_params: () => '워크스페이스 이름을 적어 주세요.',
    },
  },
};
