import type { ErrorCode } from '../../../core/errors/catalogue';
import * as engagement from '../../schemas/engagement';
import type { Operation } from '../operation';

const action = (status: number, description: string) => ({
  [status]: { description, schema: engagement.engagementView },
});

/** Done, or 202 while the channel has not answered yet. */
const answers = (done: number, what: string) => ({
  ...action(done, what),
  ...action(
    202,
    'Still going: the channel has not answered within 10 s; `next` says where to read the outcome.',
  ),
});

/** What any engagement write can answer: a refused target, and the channel’s own refusals. */
const TARGET_ERRORS: ErrorCode[] = [
  'target_required',
  'bad_post_ref',
  'post_not_owned',
  'post_not_in_recent',
  'post_not_found',
  'workspace_mismatch',
  'not_published',
  'account_required',
  'account_not_found',
  'account_disconnected',
  'account_expired',
  'not_supported',
  'idempotency_key_reused',
  'platform_error',
  'platform_auth_error',
  'permission_denied',
  'platform_timeout',
];

/** The Korean blog's bridge: refused before anything is sent when its extension is away or too old. */
const BRIDGE_ERRORS: ErrorCode[] = ['bridge_offline', 'extension_outdated'];

const write = (
  method: 'post' | 'delete',
  path: string,
  operationId: string,
  summary: string,
  body: Operation['body'],
  example: Record<string, unknown> | undefined,
  responses: Operation['responses'],
  errors: ErrorCode[],
): Operation => ({
  method,
  path,
  operationId,
  tag: 'Engagement',
  summary,
  auth: 'key',
  workspace: true,
  idempotent: true,
  ...(body ? { body } : {}),
  ...(example ? { example } : {}),
  responses,
  errors,
});

/** Engagement: like, reply, follow, hide, and their undos (issue 25). */
export function engagementOperations(): Operation[] {
  const target = engagement.engagementTargetSchema;
  return [
    write(
      'post',
      '/v1/engagement/like',
      'likePost',
      'Likes a post (or, with replyId, a reply under it) from a connected account.',
      target,
      undefined,
      answers(200, 'Liked.'),
      [
        ...TARGET_ERRORS,
        ...BRIDGE_ERRORS,
        'kr_not_allowed',
        'kr_comment_gone',
        'reconsent_required',
        'feature_in_review',
      ],
    ),
    write(
      'delete',
      '/v1/engagement/like',
      'unlikePost',
      'Takes a like back.',
      target,
      undefined,
      answers(200, 'No longer liked.'),
      [
        ...TARGET_ERRORS,
        ...BRIDGE_ERRORS,
        'kr_not_allowed',
        'kr_comment_gone',
        'reconsent_required',
        'feature_in_review',
      ],
    ),
    write(
      'post',
      '/v1/engagement/reply',
      'replyToPost',
      'Replies to a post (or, with replyId, to a reply under it); the reply shows in the post’s thread as ours.',
      engagement.engagementReplySchema,
      undefined,
      answers(201, 'Replied: `result` holds the reply’s id and URL.'),
      [
        ...TARGET_ERRORS,
        'empty_reply',
        'content_too_long',
        'publish_unconfirmed',
        'media_not_found',
        'platform_rejected_content',
        ...BRIDGE_ERRORS,
        'kr_reply_media_not_supported',
        'kr_comment_gone',
        'kr_comments_closed',
        'kr_reply_unknown',
        'comments_closed',
      ],
    ),
    write(
      'delete',
      '/v1/engagement/replies/{id}',
      'deleteReply',
      'Deletes our reply (the id a reply answered with) from its channel.',
      undefined,
      undefined,
      answers(200, 'Deleted.'),
      [
        'engagement_not_found',
        'workspace_mismatch',
        'not_published',
        'account_disconnected',
        'not_supported',
        'platform_error',
        ...BRIDGE_ERRORS,
      ],
    ),
    write(
      'post',
      '/v1/engagement/follow',
      'followAccount',
      'Follows an account (by handle) from a connected account.',
      engagement.engagementFollowSchema,
      undefined,
      answers(200, 'Following.'),
      [...TARGET_ERRORS, ...BRIDGE_ERRORS, 'kr_follow_blocked'],
    ),
    write(
      'delete',
      '/v1/engagement/follow',
      'unfollowAccount',
      'Stops following an account.',
      engagement.engagementFollowSchema,
      undefined,
      answers(200, 'No longer following.'),
      [...TARGET_ERRORS, ...BRIDGE_ERRORS],
    ),
    write(
      'post',
      '/v1/engagement/hide',
      'hideReply',
      'Hides someone’s reply (replyId) under our post.',
      target,
      undefined,
      answers(200, 'Hidden.'),
      [...TARGET_ERRORS, 'cannot_hide_own_reply'],
    ),
    write(
      'delete',
      '/v1/engagement/hide',
      'unhideReply',
      'Shows a hidden reply again.',
      target,
      undefined,
      answers(200, 'Shown again.'),
      [...TARGET_ERRORS, 'cannot_hide_own_reply'],
    ),
    {
      method: 'get',
      path: '/v1/engagement/{id}',
      operationId: 'getEngagement',
      tag: 'Engagement',
      summary: 'One engagement action and its outcome.',
      auth: 'key',
      workspace: true,
      responses: action(200, 'The action.'),
      errors: ['engagement_not_found', 'workspace_mismatch'],
    },
  ];
}
