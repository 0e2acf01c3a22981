import type { Refusal } from '../refusal';

/** Words of the Billing screen. */
export const en = {
  billing: 'Billing',
  bill: {
    dateLocale: 'en-US',
    plan: 'Plan',
    planName: { free: 'Free', paid: 'Paid' } as Record<'free' | 'paid', string>,
    workspacesUsed: 'Workspaces',
    usedOf: (used: number, limit: number | null) =>
      limit === null ? `${used} (no limit)` : `${used} of ${limit}`,
    subscription: 'Subscription',
    renews: 'Current period ends',
    none: 'None',
    fullAccess: 'Everything is open to everyone on this server: there is nothing to buy.',
    buy: 'Buy workspaces',
    wanted: 'Workspaces wanted (the total)',
    checkout: 'Go to checkout',
    portal: 'Manage billing',
    opening: 'Opening…',
    off: 'Billing is not switched on for this server, so there is nothing to buy here. Every limit is the free plan’s.',
    refused: {
      workspaces_invalid: () =>
        'Ask for at least as many workspaces as your plan has now, as a whole number.',
      checkout_failed: () =>
        'The payment provider gave no checkout page; nothing was charged. Try again later.',
      no_subscription: () => 'There is no paid subscription yet, so no billing portal.',
      portal_failed: () => 'The payment provider gave no portal link. Try again later.',
      forbidden_scope: (r: Refusal) => r.message,
    } as Partial<Record<string, (r: Refusal) => string>>,
  },
};

export const ko: typeof en = {
  billing: '결제',
  bill: {
    dateLocale: 'ko-KR',
    plan: '요금제',
    planName: { free: '무료', paid: '유료' },
    workspacesUsed: '워크스페이스',
    usedOf: (used: number, limit: number | null) =>
      limit === null ? `${used}개 (제한 없음)` : `${limit}개 중 ${used}개`,
    subscription: '구독',
    renews: '이번 기간 종료',
    none: '없음',
    fullAccess: '이 서버에서는 모든 기능이 모두에게 열려 있어 살 것이 없습니다.',
    buy: '워크스페이스 사기',
    wanted: '원하는 워크스페이스 수 (전체)',
    checkout: '결제하러 가기',
    portal: '결제 관리',
    opening: '여는 중…',
    off: '이 서버는 결제를 켜지 않았습니다. 여기서 살 것이 없고, 모든 한도는 무료 요금제를 따릅니다.',
    refused: {
      workspaces_invalid: () => '지금 요금제의 워크스페이스 수 이상을 정수로 적어 주세요.',
      checkout_failed: () =>
        '결제 업체가 결제 페이지를 주지 않았습니다. 청구된 것은 없습니다. 나중에 다시 해 보세요.',
      no_subscription: () => '아직 유료 구독이 없어 결제 관리 페이지가 없습니다.',
      portal_failed: () => '결제 업체가 관리 페이지 링크를 주지 않았습니다. 나중에 다시 해 보세요.',
      forbidden_scope: (r: Refusal) => r.message,
    },
  },
};
