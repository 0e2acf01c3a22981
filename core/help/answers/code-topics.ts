import type { HelpCategory } from '../answer';

/**
 * Where each error code's answer is filed. Rules by prefix first, then the named sets, so a code
 * added to the catalogue later lands somewhere sensible (`publish`, every channel) without an edit.
 */

/** The Korean blog's channel id (spec: naming tokens); it has answers though no plugin runs it yet. */
export const KR_PLATFORM = 'kr_blog';

const KR_PREFIXES = ['kr_', 'bridge_', 'reference_'];
const KR_CODES = new Set([
  'url_required',
  'invalid_blog_id',
  'blog_not_found',
  'invalid_topic',
  'content_required',
  'media_ref_unknown',
  'media_ref_not_supported',
  'extension_outdated',
  'refresh_timeout',
  'refresh_failed',
]);
const DM_CODES = new Set(['next_post_taken', 'automation_not_live', 'automation_not_found']);
const DM_PREFIXES = ['past_comments_'];
const AGENT_CODES = new Set(['api_unreachable', 'research_tool_disabled']);
const CONNECT_PREFIXES = [
  'account_',
  'api_key_',
  'connect_',
  'workspace',
  'key_',
  'platform_already',
  'platform_not',
];
const CONNECT_CODES = new Set([
  'verification_required',
  'unauthenticated',
  'invalid_api_key',
  'forbidden_scope',
  'csrf_failed',
  'reconsent_required',
  'feature_in_review',
  'platform_auth_error',
  'permission_denied',
  'billing_not_configured',
  'full_access_open',
  'checkout_failed',
  'no_subscription',
  'portal_failed',
  'grant_not_found',
  'beta_access_required',
  'refresh_unsupported',
]);

const startsWithAny = (code: string, prefixes: string[]) => prefixes.some((p) => code.startsWith(p));

export function categoryOf(code: string): HelpCategory {
  if (KR_CODES.has(code) || startsWithAny(code, KR_PREFIXES)) return 'kr';
  if (DM_CODES.has(code) || startsWithAny(code, DM_PREFIXES)) return 'dm';
  if (AGENT_CODES.has(code)) return 'agent';
  if (CONNECT_CODES.has(code) || startsWithAny(code, CONNECT_PREFIXES)) return 'connect';
  return 'publish';
}

/** Channel-specific codes name their channel; everything else applies to every channel. */
const PLATFORM_PREFIXES: Array<[string, string]> = [
  ['vid_', 'vid'],
  ['photo_', 'photo'],
  ['social_', 'social'],
  ['clip_', 'clip'],
];
const PLATFORM_CODES: Record<string, string> = {
  research_quota_exceeded: 'vid',
  platform_activity_blocked: 'photo',
  delete_window_expired: 'chat',
};

export function platformOf(code: string): string | null {
  if (PLATFORM_CODES[code]) return PLATFORM_CODES[code];
  for (const [prefix, platform] of PLATFORM_PREFIXES) if (code.startsWith(prefix)) return platform;
  // Korean-blog codes belong to the blog channel, so a filter on another channel leaves them out.
  if (categoryOf(code) === 'kr') return KR_PLATFORM;
  return null;
}
