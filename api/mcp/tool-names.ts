import { RESEARCH_TOOLS } from '../../core/research/access';

/**
 * Tool names where the spec or the error texts name them (`get_post`, `media_upload_link`,
 * `research_kr_keywords`...); every other operation's tool is its operationId in snake_case.
 */
export const TOOL_NAMES: Record<string, string> = {
  presignMedia: 'media_presign',
  completeMedia: 'media_complete',
  mediaFromUrl: 'media_from_url',
  createUploadLink: 'media_upload_link',
  getUploadLink: 'media_get_upload_link',
  getMedia: 'media_get',
  deleteMedia: 'media_delete',
  layOutKrBody: 'lay_out_kr_body',
  judgeKrKeywords: RESEARCH_TOOLS.judge,
  measureKrKeywords: RESEARCH_TOOLS.measure,
  expandKrKeywords: RESEARCH_TOOLS.expand,
  listKrKeywordReports: RESEARCH_TOOLS.reports,
  getKrKeywordHistory: RESEARCH_TOOLS.history,
  diagnoseKrBlog: RESEARCH_TOOLS.diagnose,
  searchVidResearch: RESEARCH_TOOLS.vidSearch,
  listVidReports: RESEARCH_TOOLS.vidReports,
  getVidReport: RESEARCH_TOOLS.vidReport,
};

/** Operations that are not tools: pages, byte uploads, the extension's and the OAuth callbacks, and making or changing keys and grants (the person's own to decide). */
export const NOT_TOOLS = new Set([
  'getOpenApi',
  'getDocs',
  'getDocsScript',
  'getHealth',
  'uploadMediaBytes',
  'uploadToLink',
  'downloadMedia',
  'lookUpPairingCode',
  'pairExtension',
  'connectCallback',
  'createKey',
  'updateKey',
  'revokeKey',
  'updateGrant',
  'revokeGrant',
]);

export function toolNameOf(operationId: string): string {
  return TOOL_NAMES[operationId] ?? operationId.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
