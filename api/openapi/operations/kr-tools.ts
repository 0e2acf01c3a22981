import * as kr from '../../schemas/kr';
import * as posts from '../../schemas/posts';
import { type Operation } from '../operation';

/** The Korean blog's writing tools and drafts. */
export function krToolsOperations(): Operation[] {
  return [
    {
      method: 'get',
      path: '/v1/kr/forms',
      operationId: 'listKrForms',
      tag: 'Korean blog',
      summary:
        'The seven post forms (what opens a section, quotation style, highlight frequency, photos per section, captions) and the forms extracted for this workspace; pass an id as options.kr_blog.form.',
      auth: 'key',
      workspace: true,
      responses: { 200: { description: 'The forms.', schema: kr.krFormList } },
      errors: ['workspace_mismatch'],
    },
    {
      method: 'post',
      path: '/v1/kr/layout',
      operationId: 'layOutKrBody',
      tag: 'Korean blog',
      summary:
        'Lays out a body with a form as publishing would, sending nothing; `forms` (ids or `all`) answers `layouts[]`.',
      auth: 'key',
      workspace: true,
      body: kr.krLayoutBody,
      responses: { 200: { description: 'The laid-out body (or one per form).', schema: kr.krLayoutView } },
      errors: ['content_required', 'kr_form_unknown', 'reference_not_read', 'workspace_mismatch'],
    },
    {
      method: 'post',
      path: '/v1/kr/forms/extract',
      operationId: 'extractKrForm',
      tag: 'Korean blog',
      summary:
        "Reads a public blog post and stores its form (structure and formatting, never words or photos) for the workspace's blog; use its id (or the url) as options.kr_blog.form.",
      auth: 'key',
      workspace: true,
      body: kr.krFormExtractBody,
      responses: { 201: { description: 'The form, stored.', schema: kr.krFormExtracted } },
      errors: [
        'url_required',
        'account_not_found',
        'reference_invalid',
        'reference_not_naver',
        'reference_not_public',
        'reference_not_readable',
        'reference_too_large',
        'reference_timeout',
        'reference_unreachable',
        'workspace_mismatch',
      ],
    },
    {
      method: 'post',
      path: '/v1/kr/seo/check',
      operationId: 'checkKrSeo',
      tag: 'Korean blog',
      summary:
        'Placement checks on a body (section titles and sub keywords, main keyword 3-5 times, 12-15 tags in the body, no products early, captioned photos, a length floor); never blocks.',
      auth: 'key',
      workspace: true,
      body: kr.krSeoCheckBody,
      responses: {
        200: {
          description: 'Each check, passed or not, with its numbers and what to change.',
          schema: kr.krSeoReport,
        },
      },
      errors: ['content_too_long', 'workspace_mismatch'],
    },
    {
      method: 'get',
      path: '/v1/kr/drafts',
      operationId: 'listKrDrafts',
      tag: 'Korean blog',
      summary:
        "The blog's draft box, read through the browser extension (drafts saved with draftOnly and by hand). Needs extension 0.7.2+.",
      auth: 'key',
      workspace: true,
      query: kr.krDraftsQuery,
      responses: { 200: { description: 'The drafts, newest first.', schema: kr.krDraftList } },
      errors: [
        'account_not_found',
        'bridge_offline',
        'extension_outdated',
        'platform_timeout',
        'kr_not_logged_in',
        'bridge_unsupported',
        'workspace_mismatch',
      ],
    },
    {
      method: 'post',
      path: '/v1/kr/drafts/{logNo}/publish',
      operationId: 'publishKrDraft',
      tag: 'Korean blog',
      summary:
        'Publishes a draft exactly as it is, with optional title, category, tags and open type; the answer is the post (as POST /v1/posts), 202 with next past `wait`.',
      auth: 'key',
      workspace: true,
      body: kr.krDraftPublishBody,
      responses: {
        200: { description: 'Published.', schema: posts.postView },
        202: { description: 'Still going; read the post again.', schema: posts.postView },
      },
      errors: [
        'kr_draft_not_found',
        'account_not_found',
        'bridge_offline',
        'kr_category_unknown',
        'kr_category_ambiguous',
        'kr_too_many_tags',
        'kr_tag_too_long',
        'kr_tag_has_space',
        'kr_rate_limited',
        'kr_not_logged_in',
        'bridge_unsupported',
        'workspace_mismatch',
      ],
    },
    {
      method: 'get',
      path: '/v1/kr/grammar',
      operationId: 'getKrGrammar',
      tag: 'Korean blog',
      summary:
        'The Korean blog body markup (directives, blocks, inline markup, attributes, highlights, media references, limits), or one `topic`.',
      auth: 'key',
      query: kr.krGrammarQuery,
      responses: { 200: { description: 'The grammar, by topic.', schema: kr.krGrammarView } },
      errors: ['invalid_topic'],
    },
  ];
}
