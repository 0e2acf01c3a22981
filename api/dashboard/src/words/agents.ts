/** Words of the Agents part of the Keys screen (MCP grants). */
export const en = {
  agents: 'Agents (MCP)',
  agentsHint: 'AI agents you allowed through the MCP sign-in. Revoking one ends its access at once.',
  agentList: 'MCP connections',
  noAgents: 'No agent has been allowed yet.',
  client: 'Client',
  workspaces: 'Workspaces',
  confirmRevokeAgent: (name: string) => `Revoke ${name}? It can no longer act for you.`,
};

export const ko: typeof en = {
  agents: '에이전트 (MCP)',
  agentsHint: 'MCP 로그인으로 허용한 AI 에이전트입니다. 폐기하면 바로 접근이 끊깁니다.',
  agentList: 'MCP 연결',
  noAgents: '아직 허용한 에이전트가 없습니다.',
  client: '클라이언트',
  workspaces: '워크스페이스',
  confirmRevokeAgent: (name: string) => `${name}을(를) 폐기할까요? 더 이상 대신 작업할 수 없습니다.`,
};
