import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../errors/app-error';

/**
 * The research tools by their agent (MCP) names: the `tool` of `research_tool_disabled`. One
 * table, so REST errors and the MCP tools name them alike.
 */
export const RESEARCH_TOOLS = {
  judge: 'judge_kr_keywords',
  measure: 'research_kr_keywords',
  expand: 'expand_kr_keywords',
  reports: 'list_kr_keyword_reports',
  history: 'get_kr_keyword_history',
  diagnose: 'diagnose_kr_blog',
  vidSearch: 'research_vid_videos',
  vidReports: 'list_vid_reports',
  vidReport: 'get_vid_report',
} as const;

export type ResearchTool = (typeof RESEARCH_TOOLS)[keyof typeof RESEARCH_TOOLS];

/**
 * Research spends the person's daily quotas and the service's shared upstream budget, so it is off
 * for a key until its person turns it on (spec: Authentication 6): 403 `research_tool_disabled`
 * with `enableUrl`, the key's own address, where `PATCH {"researchTools": true}` turns it on.
 */
export function requireResearch(auth: AuthContext, tool: ResearchTool, publicUrl: string): void {
  if (auth.key.researchTools) return;
  // An agent's grant is turned on where grants are kept; a key at its own address.
  const enableUrl = auth.grant
    ? `${publicUrl}/v1/grants/${auth.grant.id}`
    : `${publicUrl}/v1/keys/${auth.key.id}`;
  const what = auth.grant ? `this MCP connection (${auth.grant.clientName})` : 'this API key';
  throw AppError.of(
    'research_tool_disabled',
    { tool, enableUrl },
    `Research tools are off for ${what} (${tool}). The person turns them on with PATCH ${enableUrl} and {"researchTools": true}, using a key with the keys:write scope.`,
  );
}
