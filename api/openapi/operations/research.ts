import * as krResearch from '../../schemas/kr-research';
import * as vidResearch from '../../schemas/vid-research';
import { type Operation } from '../operation';

/** Keyword and video research. */
export function researchOperations(): Operation[] {
  return [
    {
      method: 'post',
      path: '/v1/kr/keywords/judge',
      operationId: 'judgeKrKeywords',
      tag: 'Research',
      summary:
        'Measures keywords (monthly searches, blog documents, posts a month), gives each a verdict and picks sets of one main and two to five subs with a writing prompt; `save` keeps a report. Cached 7 days for everyone.',
      auth: 'key',
      body: krResearch.krJudgeBody,
      example: { keywords: ['캠핑', '캠핑의자', '캠핑의자추천', '캠핑테이블'], save: true },
      responses: { 200: { description: 'Verdicts and sets.', schema: krResearch.krJudgeView } },
      errors: [
        'research_tool_disabled',
        'quota_exceeded',
        'kr_seo_unavailable',
        'kr_api_error',
        'kr_seo_busy',
      ],
    },
    {
      method: 'post',
      path: '/v1/kr/keywords/measure',
      operationId: 'measureKrKeywords',
      tag: 'Research',
      summary:
        'Measures 1-300 keywords, at most 40 fresh a call (the rest in `unmeasured`); `withDocs: false` for search volume only; `budgetMs` bounds the time.',
      auth: 'key',
      body: krResearch.krMeasureBody,
      example: { keywords: ['제주도여행', '제주도맛집'] },
      responses: { 200: { description: 'The measurements.', schema: krResearch.krMeasureView } },
      errors: [
        'research_tool_disabled',
        'quota_exceeded',
        'kr_seo_unavailable',
        'kr_api_error',
        'kr_seo_busy',
      ],
    },
    {
      method: 'post',
      path: '/v1/kr/keywords/expand',
      operationId: 'expandKrKeywords',
      tag: 'Research',
      summary:
        "Expands 1-10 seeds one level through the platform's autocomplete: through your extension when it is online, else the server (one call per person per 60 s). Cached 7 days.",
      auth: 'key',
      body: krResearch.krExpandBody,
      example: { seeds: ['캠핑의자'] },
      responses: {
        200: { description: 'Every word with its seed and path.', schema: krResearch.krExpandView },
      },
      errors: [
        'research_tool_disabled',
        'kr_autocomplete_unavailable',
        'kr_autocomplete_paused',
        'kr_autocomplete_busy',
      ],
    },
    {
      method: 'get',
      path: '/v1/kr/keywords/reports',
      operationId: 'listKrKeywordReports',
      tag: 'Research',
      summary: 'Your saved keyword reports, newest first (a key limited to some workspaces gets 403).',
      auth: 'key',
      query: krResearch.krReportsQuery,
      responses: { 200: { description: 'The reports.', schema: krResearch.krReportList } },
      errors: ['research_tool_disabled', 'forbidden_scope'],
    },
    {
      method: 'get',
      path: '/v1/kr/keywords/history',
      operationId: 'getKrKeywordHistory',
      tag: 'Research',
      summary: 'One point per day the keyword was measured, newest first; an empty history is `data: []`.',
      auth: 'key',
      query: krResearch.krHistoryQuery,
      responses: { 200: { description: 'The history.', schema: krResearch.krHistoryList } },
      errors: ['research_tool_disabled'],
    },
    {
      method: 'get',
      path: '/v1/kr/blog/diagnose',
      operationId: 'diagnoseKrBlog',
      tag: 'Research',
      summary:
        "Reads a blog's public feed (latest 50 posts): search-intent titles, dated or episode titles, posts per month, categories, repeated title words, date range. Cached 24 h; a miss spends one of 20 a day.",
      auth: 'key',
      query: krResearch.krDiagnoseQuery,
      responses: { 200: { description: 'The diagnosis.', schema: krResearch.krDiagnosisView } },
      errors: [
        'research_tool_disabled',
        'invalid_blog_id',
        'blog_not_found',
        'kr_rss_unreachable',
        'quota_exceeded',
      ],
    },
    {
      method: 'get',
      path: '/v1/research/vid/search',
      operationId: 'searchVidResearch',
      tag: 'Research',
      summary:
        'Top videos for a search with views, subscribers, views per subscriber and the short flag, and a prompt in your language; cached 24 h (free), a new search spends a daily search and shared units.',
      auth: 'key',
      query: vidResearch.vidSearchQuery,
      responses: {
        200: { description: 'The videos, the prompt and the quota.', schema: vidResearch.vidSearchView },
      },
      errors: [
        'research_tool_disabled',
        'research_quota_exceeded',
        'vid_quota_exhausted',
        'vid_search_unavailable',
        'platform_error',
      ],
    },
    {
      method: 'get',
      path: '/v1/research/vid/reports',
      operationId: 'listVidReports',
      tag: 'Research',
      summary: 'Your video searches of the last 30 days, newest first.',
      auth: 'key',
      query: vidResearch.vidReportsQuery,
      responses: { 200: { description: 'The reports.', schema: vidResearch.vidReportList } },
      errors: ['research_tool_disabled', 'forbidden_scope'],
    },
    {
      method: 'get',
      path: '/v1/research/vid/reports/{id}',
      operationId: 'getVidReport',
      tag: 'Research',
      summary: 'One saved video search, with the videos as they were and its prompt.',
      auth: 'key',
      responses: { 200: { description: 'The report.', schema: vidResearch.vidReportView } },
      errors: ['research_tool_disabled', 'forbidden_scope', 'report_not_found'],
    },
  ];
}
