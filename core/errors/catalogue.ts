// One table of every error code the service answers with (spec: Errors).
// `status` is the HTTP status, or 'target' for codes recorded on a post target's errorCode.
// `otherStatuses` are statuses the spec gives the same code on other paths. A 'target' code a
// request raises answers the first of them (a channel rule broken at POST /v1/posts is 422), else 503.
// `message` is the default English sentence; a thrower may pass a more exact one.
// `retryable`, where the service treats a code one way only: true when a later try of the same
// thing may work, false when waiting and trying again will not help until something changes. A
// target failed with the code carries the same value, and the code's help answer says the same
// (test/unit/help-retryable.test.ts). Absent: it depends on the case (`platform_error`).
// test/unit/error-catalogue.test.ts reads SPEC.md and fails if a code is missing or a status differs.

export interface CatalogueEntry {
  status: number | 'target';
  otherStatuses?: readonly number[];
  retryable?: boolean;
  message: string;
}

export const catalogue = {
  verification_required: { status: 401, message: 'Email verification not finished.' },
  unauthenticated: { status: 401, message: 'No session and no valid key.' },
  invalid_api_key: { status: 401, message: 'Bearer token is not a valid key.' },
  api_key_revoked: { status: 401, message: 'Key revoked.' },
  api_key_expired: { status: 401, message: 'Key passed expiry.' },
  forbidden_scope: { status: 403, message: 'Key lacks scope.' },
  csrf_failed: {
    status: 403,
    message: 'A write with the dashboard session cookie lacked the session CSRF token (x-csrf-token).',
  },
  invalid_json: {
    status: 400,
    message:
      'Body unreadable: broken syntax, top level not object or array, charset other than UTF-8, or Content-Encoding other than none, gzip, deflate, br. Message says which in brackets. Nothing ran.',
  },
  body_too_large: { status: 413, message: 'Body over 100KB (REST and MCP).' },
  invalid_params: {
    status: 400,
    message: 'A field is missing or has the wrong shape; message names it; lists each field when several.',
  },
  internal_error: { status: 500, message: 'Server fault; no detail; request id is in logs.' },
  system_error: {
    status: 503,
    message:
      "A target failed on the service's side before sending; recorded on the post's error, not returned from a request.",
  },
  rate_limited: { status: 429, message: 'Over the per-minute limit; Retry-After header.' },
  idempotency_key_reused: { status: 422, message: 'Key already used with a different body.' },
  duplicate_post: {
    status: 409,
    message: 'Duplicate: the same text and files went to this account less than 10 minutes ago.',
  },
  publish_in_flight: { status: 409, message: 'Post still going out; delete refused; wait a few seconds.' },
  not_supported: {
    status: 400,
    retryable: false,
    message:
      "Channel cannot do it (a fact, not retryable). Per-channel 'features' rows with 'supported' false carry the same sentence; a 'partial' row is refused when the account does not meet its condition (for example liking from a photo-channel account not connected through the social-network login).",
  },
  reconsent_required: {
    status: 409,
    message:
      "Connection predates a needed permission; reconnecting can grant it. Like on a photo-channel account lacking the like permission; while that permission cannot be granted, 'feature_in_review' is answered instead.",
  },
  feature_in_review: {
    status: 400,
    retryable: false,
    message: 'Needs a permission still in platform app review; reconnecting does not help; do not retry.',
  },
  platform_error: { status: 503, message: 'Channel refused or did not answer.' },
  platform_rejected_content: {
    status: 400,
    retryable: false,
    otherStatuses: [404, 422, 503],
    message:
      'Channel refused the content; retrying will not help. Read paths pass upstream status; publish path reports 503.',
  },
  platform_auth_error: {
    status: 503,
    retryable: false,
    message: 'Channel refused our access; reconnect. Kept at 503 to distinguish from key problems.',
  },
  permission_denied: { status: 503, retryable: false, message: 'Channel refused for permission reasons.' },
  container_expired: {
    status: 503,
    retryable: true,
    message: 'Upload container expired before the post went out; create again.',
  },
  platform_timeout: {
    status: 503,
    retryable: true,
    message:
      'Channel did not answer in time; nothing published. Recorded on target errorCode, not returned from a request.',
  },
  upload_stalled: {
    status: 503,
    retryable: true,
    message:
      'Video upload to the channel stopped moving for 30 minutes or ran past 6 hours; nothing published; retry safe; file kept 7 days. Target errorCode only.',
  },
  platform_activity_blocked: {
    status: 'target',
    retryable: false,
    message:
      "Photo channel temporarily restricted the account's activity (upstream error code 4, subcode 2207051); waiting does not clear it; retryable false.",
  },
  api_unreachable: {
    status: 503,
    message:
      'An MCP tool called the REST API and got no JSON. Reads: nothing changed. A timed-out write may still be running; check get_post, list_posts or list_kr_drafts first.',
  },
  refresh_timeout: { status: 202, message: 'refresh_account still waiting after a minute; not an error.' },
  refresh_unsupported: { status: 400, message: 'Channel has nothing to refresh.' },
  refresh_failed: { status: 503, message: 'Extension could not re-read the blog.' },
  no_accounts: { status: 422, message: "'accountIds' is empty: pick at least one connected account." },
  empty_content: { status: 422, message: 'Neither text nor media.' },
  account_required: {
    status: 422,
    otherStatuses: [400],
    message: 'The workspace has more than one account on that channel; pass accountId.',
  },
  account_not_connected: { status: 404, message: "An 'accountIds' entry is not connected." },
  account_not_found: { status: 404, message: 'No such connected account in this workspace.' },
  account_expired: { status: 422, message: 'Channel token expired.' },
  account_disconnected: {
    status: 409,
    message:
      "Account that published the post was disconnected; reconnect the same account; 'force' does not override; target shows 'connectionId' null and 'accountHandle'.",
  },
  account_has_pending_posts: {
    status: 409,
    message:
      "'DELETE /v1/accounts/:id' found posts, automations or conversations that disconnecting would delete. Nothing changed; 'force: true' in body or '?force=true' disconnects anyway.",
  },
  account_busy_publishing: {
    status: 409,
    message: "A post is going out through the account; 'force' does not override.",
  },
  platform_not_available: { status: 422, message: 'Channel not live yet.' },
  platform_already_connected: { status: 409, message: 'Workspace already has a channel on that platform.' },
  workspace_required: {
    status: 400,
    message: 'Several workspaces and none given; pick one with the x-service-workspace header.',
  },
  workspace_mismatch: {
    status: 404,
    message: 'Post, channel or media is in another workspace of the same account.',
  },
  workspace_limit: { status: 403, message: 'Plan includes fewer workspaces than the account has.' },
  quota_exceeded: {
    status: 402,
    otherStatuses: [429],
    message:
      "Free plan's monthly posts used up; blocked until the next period (a month from signup date, not the calendar month); a chain counts as one post.",
  },
  workspaces_invalid: {
    status: 422,
    message:
      'Checkout asked for fewer workspaces than a paid plan includes, or a non-integer; send the total wanted.',
  },
  billing_not_configured: { status: 503, retryable: false, message: 'Billing not switched on.' },
  full_access_open: { status: 409, message: 'Every feature is open to all; nothing to buy.' },
  checkout_failed: { status: 503, message: 'Payment provider returned no checkout; nothing charged.' },
  no_subscription: { status: 422, message: 'No paid subscription, so no billing portal.' },
  portal_failed: { status: 503, message: 'Payment provider returned no portal link.' },
  post_not_found: {
    status: 404,
    message:
      'No such publish in this workspace. DELETE also answers it for a post whose record was removed when its account was disconnected before 7 October 2026.',
  },
  engagement_not_found: { status: 404, message: 'No such engagement action in this workspace.' },
  automation_not_found: { status: 404, message: 'No such automation in this workspace.' },
  webhook_not_found: { status: 404, message: 'No such webhook subscription in this workspace.' },
  webhook_delivery_not_found: { status: 404, message: 'No such delivery of this webhook subscription.' },
  media_not_found: { status: 404, message: 'No such media in this workspace.' },
  key_not_found: { status: 404, message: 'No such API key.' },
  grant_not_found: { status: 404, message: 'No such authorization.' },
  key_name_required: { status: 422, message: 'Key needs a name.' },
  key_scope_required: { status: 422, message: "Pass 'workspaceIds' or 'allWorkspaces'." },
  invalid_locale: {
    status: 422,
    otherStatuses: [400],
    message: "'locale' must be 'en' or 'ko' (400 on 'GET /v1/help').",
  },
  help_not_found: { status: 404, message: "'GET /v1/help' with unknown id." },
  invalid_category: { status: 400, message: "'GET /v1/help' with unknown category; message lists them." },
  invalid_topic: { status: 400, message: "'GET /v1/kr/grammar' with unknown topic; message lists ids." },
  content_required: { status: 422, message: "'POST /v1/kr/layout' without 'content'." },
  scheduled_at_invalid: { status: 422, message: "'scheduledAt' not ISO 8601 or without offset." },
  scheduled_at_range: { status: 422, message: 'Under 10 minutes or over a year ahead.' },
  draft_and_schedule: { status: 422, message: "Both 'draft' and 'scheduledAt'." },
  batch_id_invalid: {
    status: 422,
    message: "'batchId' over 40 characters or characters other than letters, digits, '-', '_'.",
  },
  post_not_editable: {
    status: 409,
    message:
      "PATCH or publish on a post already out on a channel that cannot rewrite it, or retry on one that has not gone out; message is the channel's reason. Scheduled and draft posts can always change.",
  },
  live_post_no_schedule: { status: 422, message: "PATCH of a published post with 'scheduledAt' or 'draft'." },
  live_post_accounts_fixed: {
    status: 422,
    message: "PATCH of a published post with different 'accountIds'.",
  },
  nothing_to_change: {
    status: 422,
    message: 'PATCH of a published post with none of content, mediaIds, options.',
  },
  thread_piece: { status: 409, message: 'PATCH, publish or DELETE aimed at a later chain item.' },
  thread_and_content: { status: 422, message: "Both 'content' and 'threadItems'." },
  thread_empty: { status: 422, message: "'threadItems' is an empty array." },
  chain_not_supported: {
    status: 422,
    message:
      "'threadItems' aimed at a channel that does not chain (photo, social, chat, clip, kr). Only the two chain channels take a chain.",
  },
  topic_tag_invalid: { status: 422, message: 'Topic tag has a period or ampersand.' },
  topic_tag_not_supported: { status: 422, message: 'A chosen channel takes no topic tag.' },
  target_required: {
    status: 422,
    message:
      "Engagement call (like, reply, follow) without a target: pass 'postId', or 'ownerHandle' and 'externalId'; follow takes 'ownerHandle'.",
  },
  empty_reply: { status: 422, message: 'Reply had no text.' },
  cannot_hide_own_reply: {
    status: 400,
    message: 'A chain channel does not let an account hide its own replies.',
  },
  not_published: { status: 422, retryable: false, message: 'Post has not gone out yet.' },
  nothing_to_retry: {
    status: 422,
    message:
      'Every target succeeded, or no targets left because the account was disconnected before 7 October 2026 and the record was removed.',
  },
  not_our_post: { status: 422, message: 'retry_post on a post imported from the channel.' },
  delete_window_expired: {
    status: 422,
    retryable: false,
    message: 'Chat channel allows deleting only 48 hours after posting; retry will not help.',
  },
  bad_post_ref: { status: 422, message: 'Post reference was not an id, a media id or a post link.' },
  post_not_owned: { status: 422, message: 'Post belongs to an account the workspace has not connected.' },
  post_not_in_recent: { status: 422, message: 'Post not in the recent window searched.' },
  next_post_taken: {
    status: 409,
    message: 'Another enabled automation already waits for the next post on the account.',
  },
  past_comments_not_supported: {
    status: 400,
    message: 'Past-comment sending works on the photo and social channels only.',
  },
  past_comments_no_trigger: { status: 400, message: 'Automation has no comment trigger.' },
  automation_not_live: { status: 409, message: 'Automation is a draft; enable first.' },
  past_comments_no_post: { status: 409, message: 'Automation waits for the next post.' },
  past_comments_running: { status: 409, message: 'Already sending; stop with DELETE.' },
  extension_outdated: {
    status: 422,
    message:
      "Browser extension too old (update_post needs 0.4.0+, photos with AI usage label need 0.7.3, rewriting a post written in the blog's own editor needs 0.7.8). Nothing sent; true when the version is still in store review.",
  },
  content_too_long: { status: 422, message: 'Text is longer than the channel allows.' },
  media_required: { status: 422, message: 'Channel cannot post text alone.' },
  media_mixed: {
    status: 422,
    message:
      'No longer sent for a publish (2026-09-17): a channel that cannot mix images and video keeps the video; the target warning says what was dropped. Clip channel still answers it if a mixed set arrives another way.',
  },
  media_too_many: {
    status: 422,
    message:
      'No longer sent (2026-09-17): items over the channel limit are cut to the limit and the target warning says so.',
  },
  media_too_large: {
    status: 422,
    message: 'Video fetched by URL has its own lower cap; larger videos use upload-link or presign.',
  },
  media_aspect_ratio: { status: 422, message: 'Media aspect ratio is outside what the channel accepts.' },
  media_dimensions: { status: 422, message: 'Video wider than limit. Image width is never a reason.' },
  media_type_not_supported: { status: 422, message: 'This file type is not supported.' },
  media_too_long: { status: 422, message: 'Video longer than limit.' },
  media_url_invalid: { status: 422, message: 'Not an https URL.' },
  media_url_blocked: { status: 422, message: 'Address is private, loopback or link-local.' },
  media_url_unreachable: {
    status: 422,
    message:
      "Host did not answer, redirected too often, or answered an error; host's short error sentence is carried in the message. A 429 with a Retry-After of a few seconds is retried once; a host with several addresses is retried once on the next address when no connection opens.",
  },
  media_unreachable: {
    status: 503,
    retryable: true,
    message: 'Channel could not fetch media from its URL; target errorCode only; retry, else re-upload.',
  },
  media_not_uploaded: { status: 404, message: "'media_complete' never called." },
  media_expired: {
    status: 404,
    retryable: false,
    message:
      'Upload reclaimed; upload again. Also a target errorCode when files were gone at send time (not retryable).',
  },
  media_not_publishable: { status: 422, message: "'mediaIds' names a document." },
  media_in_use: { status: 409, message: 'DELETE of media a post uses or a cross-workspace copy shares.' },
  media_delete_failed: { status: 503, message: 'Storage did not delete; row kept.' },
  media_store_failed: { status: 503, message: 'Fetched by URL but storage refused; nothing saved.' },
  media_not_configured: { status: 503, retryable: false, message: 'Media storage not set up.' },
  upload_bytes_missing: {
    status: 409,
    message: "Presign refused because earlier presigned uploads got no bytes; over MCP also 'uploadLink'.",
  },
  media_fields_required: {
    status: 422,
    message:
      "Presign needs 'fileName', 'contentType', 'bytes'; if only 'bytes' is missing or 0, 'reason' is 'bytes_unknown' and 'nextStep' is 'media_upload_link'.",
  },
  upload_session_not_found: { status: 404, message: 'Upload link gone or expired.' },
  upload_session_full: { status: 422, message: 'Upload link has its maximum files.' },
  media_ref_unknown: {
    status: 400,
    message: "Korean-blog body points at 'media:<id>' that cannot be found; response names ids.",
  },
  media_ref_not_supported: {
    status: 422,
    message: "'media:' references used while a target on another channel would publish them as text.",
  },
  kr_media_kind_mismatch: {
    status: 422,
    message:
      "Wrong media syntax (video as photo, photo as '@video(...)', video inside '@group()'); checked on content, each 'threadItems' entry and 'options.kr_blog.content', on create and edit; lists each mismatch with body, line, mediaId, kind, correct line.",
  },
  kr_media_over_limit: {
    status: 422,
    message: 'Body places more photos or videos than the channel takes per post. Nothing changed.',
  },
  kr_reply_media_not_supported: { status: 422, message: 'Reply to a blog post carried media.' },
  vid_title_required: { status: 422, message: "Needs 'options.vid.title'." },
  vid_title_too_long: { status: 422, message: 'Title over 100 characters.' },
  vid_angle_brackets: { status: 422, message: "'<' and '>' refused in title and description." },
  vid_video_required: { status: 422, message: 'Exactly one video.' },
  vid_tags_too_long: {
    status: 422,
    message: 'Tags over 500 characters total; a tag with a space costs two extra.',
  },
  vid_schedule_needs_private: {
    status: 422,
    message: "'options.vid.publishAt' only while 'privacyStatus' is 'private'.",
  },
  vid_schedule_invalid: { status: 422, message: "'publishAt' not ISO 8601." },
  vid_thumbnail_type: { status: 422, message: 'Thumbnail must be image/jpeg or image/png.' },
  vid_thumbnail_too_large: { status: 422, message: 'Thumbnail up to 2MB.' },
  vid_short_no_thumbnail: {
    status: 422,
    message: 'Vertical video of three minutes or less is a short; no custom thumbnail.',
  },
  vid_no_threads: { status: 422, message: "'threadItems' with a video account." },
  vid_video_not_replaceable: {
    status: 'target',
    message: 'Update of a published video with a new file; edit title, description, tags or privacy instead.',
  },
  vid_daily_cap: {
    status: 'target',
    retryable: true,
    message:
      'Scheduled post due while the shared daily upload cap was used; resets midnight Pacific; retryable true.',
  },
  vid_quota_exhausted: {
    status: 429,
    message: 'Shared data-API quota used up; cached searches still answer.',
  },
  vid_search_unavailable: { status: 503, retryable: false, message: 'Video search not configured.' },
  research_quota_exceeded: {
    status: 429,
    message: 'Daily research quota used up; resets at UTC day change.',
  },
  photo_reel_video_required: { status: 422, message: 'Reel needs exactly one video and nothing else.' },
  photo_reel_duration: { status: 422, message: 'Reel outside 3-900 seconds.' },
  photo_story_single_media: { status: 422, message: 'Story takes exactly one image or video.' },
  photo_story_no_extras: { status: 422, message: 'Story takes no first comment or collaborators.' },
  photo_story_duration: { status: 422, message: 'Story video outside 3-60 seconds.' },
  photo_cover_reel_only: { status: 422, message: "'options.photo.coverMediaId' only for a reel." },
  photo_cover_type: { status: 422, message: 'Reel cover must be image/jpeg.' },
  photo_cover_too_large: { status: 422, message: 'Cover up to 8MB.' },
  photo_too_many_collaborators: { status: 422, message: 'Up to 3 collaborators.' },
  photo_user_tag_position: { status: 422, message: "Photo user tag needs 'x' and 'y' between 0 and 1." },
  social_link_with_media: { status: 422, message: 'Link post cannot carry media.' },
  social_link_invalid: { status: 422, message: "'options.social.link' must be an http(s) URL." },
  social_reel_video_required: { status: 422, message: 'Reel needs exactly one video and nothing else.' },
  social_reel_duration: { status: 422, message: 'Reel outside 3-90 seconds.' },
  social_story_single_media: { status: 422, message: 'Story takes exactly one image or video.' },
  social_story_no_extras: { status: 422, message: 'Story takes no first comment.' },
  social_story_no_caption: { status: 422, message: 'Story shows no caption.' },
  social_schedule_feed_only: { status: 422, message: 'Scheduling only for feed posts.' },
  social_schedule_invalid: { status: 422, message: "'options.social.scheduledPublishTime' not ISO 8601." },
  social_schedule_range: { status: 422, message: 'Scheduled post must be 10 minutes to 28 days ahead.' },
  social_targeting_text_only: {
    status: 422,
    message: "'options.social.feedTargeting' only on text and link posts.",
  },
  social_targeting_not_editable: { status: 422, message: "'feedTargeting' cannot change after publishing." },
  social_schedule_no_first_comment: { status: 422, message: 'Scheduled post cannot carry a first comment.' },
  clip_privacy_required: {
    status: 'target',
    otherStatuses: [422],
    message:
      "'options.clip.privacyLevel' missing; no default; returned synchronously before the post is created; values via get_publish_options.",
  },
  clip_privacy_invalid: {
    status: 'target',
    retryable: false,
    message: 'Not a value the account may use now.',
  },
  clip_branded_private: {
    status: 'target',
    otherStatuses: [422],
    message: "'brandContentToggle' with 'privacyLevel' 'SELF_ONLY'.",
  },
  clip_interaction_disabled: {
    status: 'target',
    message: "'disableComment', 'disableDuet' or 'disableStitch' set false where the creator turned it off.",
  },
  clip_title_required: {
    status: 'target',
    message: "Photo post needs 'options.clip.title', up to 90 characters.",
  },
  clip_title_too_long: {
    status: 'target',
    otherStatuses: [422],
    message: 'Title over 90 characters, counted in UTF-16 units.',
  },
  clip_title_not_supported: { status: 'target', message: 'Title sent with a video.' },
  clip_cannot_post: { status: 'target', message: 'Channel says the creator cannot post now; nothing sent.' },
  clip_reply_not_supported: { status: 'target', message: 'Channel has no reply operation; refused.' },
  beta_access_required: { status: 403, message: 'Channel in beta; workspace not approved.' },
  kr_source_required: {
    status: 409,
    message:
      "update_post with a new body for a post written in the blog's own editor without the current 'sourceVersion', or the post changed since. Response carries 'source' (body with '@keep' lines), 'keep' (ids), 'sourceVersion'. Nothing changed.",
  },
  kr_keep_unknown: {
    status: 422,
    message: "A '@keep(...)' id is not a block of the post, or used outside update_post on such a post.",
  },
  kr_draft_not_found: { status: 404, message: "'logNo' not in the draft box." },
  kr_title_required: { status: 422, message: "Needs 'options.kr_blog.title'." },
  kr_title_too_long: { status: 422, message: 'Title is longer than the blog allows.' },
  kr_category_required: {
    status: 422,
    message: "Needs 'categoryId' or 'category' (name); no default; not required when 'draftOnly' is true.",
  },
  kr_category_unknown: {
    status: 422,
    message: 'Category not on the blog; response lists categories; refresh_account if just created.',
  },
  kr_category_ambiguous: {
    status: 422,
    message: "Name matches more than one category; response lists categories with ids; pass 'categoryId'.",
  },
  kr_category_missing: {
    status: 'target',
    retryable: false,
    message: "Chosen 'categoryId' not on the blog; nothing went out; retryable false.",
  },
  kr_markdown_unknown: {
    status: 422,
    message: "Unknown directive or '{.attribute}'; message names the line.",
  },
  kr_form_unknown: { status: 422, message: 'Unknown preset; message lists ids.' },
  kr_form_required: {
    status: 400,
    message:
      "No form picked yet; carries 'forms' (id, name, when); pass 'options.kr_blog.form' or 'layout: as-is'.",
  },
  kr_too_many_tags: { status: 422, message: 'More than 30 tags.' },
  kr_tag_too_long: { status: 422, message: 'Tag over 30 characters.' },
  kr_tag_has_space: { status: 422, message: 'Tags cannot contain spaces.' },
  kr_scheduled_at_conflict: {
    status: 422,
    message: "Post 'scheduledAt' and 'options.kr_blog.scheduledAt' differ.",
  },
  kr_scheduled_at_mixed: {
    status: 422,
    message: "'options.kr_blog.scheduledAt' on a post with other channels.",
  },
  kr_draft_and_schedule: { status: 422, message: "'draftOnly' with 'options.kr_blog.scheduledAt'." },
  kr_font_size_out_of_range: { status: 422, message: "'options.kr_blog.fontSize' must be 10-34." },
  kr_wrong_blog: {
    status: 400,
    retryable: false,
    message: 'Link points at a blog other than the connected one.',
  },
  kr_wrong_login: {
    status: 400,
    retryable: true,
    message: 'Browser signed in to a different account; nothing written.',
  },
  kr_session_permission: {
    status: 400,
    retryable: true,
    message: 'Multi-account switching on but cookies permission revoked.',
  },
  kr_rate_limited: {
    status: 429,
    retryable: true,
    message: "The blog platform's own per-account publish limit; a draft may have been kept.",
  },
  kr_not_allowed: { status: 400, message: 'Action not accepted (liking own post); nothing changed.' },
  kr_follow_blocked: { status: 400, message: 'Blog does not accept neighbor requests or refused.' },
  kr_comment_gone: { status: 404, message: 'Comment deleted; nothing written.' },
  kr_draft_unpublished: {
    status: 400,
    message: "Post is a draft; publish with publish_kr_draft ('POST /v1/kr/drafts/{logNo}/publish').",
  },
  kr_stats_unavailable: { status: 400, message: 'No view stats for this post.' },
  kr_comments_closed: { status: 400, message: 'Post private or comments off.' },
  comments_closed: {
    status: 400,
    retryable: false,
    message: 'Comments turned off on a post (for example a video); not a failure.',
  },
  kr_post_unavailable: {
    status: 404,
    message: 'Number does not open as a post (deleted, draft, scheduled, other blog); nothing deleted.',
  },
  kr_card_unavailable: {
    status: 400,
    retryable: true,
    message: 'Link card window did not open or did not finish; resend usually works.',
  },
  kr_card_not_inserted: {
    status: 400,
    retryable: false,
    message:
      "Address took no card (video addresses); retryable false; write address on its own line or as '[text](address)'.",
  },
  kr_tab_lost: {
    status: 400,
    retryable: true,
    message: 'Window closed, moved or stopped before publish; nothing went out; resend safe.',
  },
  kr_draft_unknown: {
    status: 409,
    retryable: false,
    message:
      "Extension went quiet right after Save as draft; retryable false; retry answers 409 until 'force: true'; check list_kr_drafts.",
  },
  kr_reply_unknown: {
    status: 400,
    message:
      "Reply step unconfirmed; on own-post replies it stays on target errorCode (retryable false) and retry answers 409 until 'force: true'.",
  },
  kr_publish_unconfirmed: {
    status: 'target',
    retryable: true,
    message: 'Publish step unconfirmed; retryable true.',
  },
  kr_ui_changed: {
    status: 'target',
    retryable: false,
    message:
      'Extension cannot find or drive an editor control; retry will not help until the extension is updated.',
  },
  kr_not_logged_in: {
    status: 'target',
    retryable: true,
    message:
      'Login signed out; posts wait; reads and posts that waited 7 days close with this code; retry_post after login.',
  },
  kr_upload_failed: {
    status: 'target',
    retryable: true,
    message: 'Image, video or card did not go into the editor; a draft likely left.',
  },
  kr_publish_failed: {
    status: 'target',
    retryable: true,
    message: 'Editor filled but not published; also when the publish panel was not ready or did not open.',
  },
  kr_verify_failed: {
    status: 'target',
    retryable: false,
    message: 'Job done without post id; target marked failed.',
  },
  kr_grammar_rejected: {
    status: 'target',
    retryable: false,
    message: 'Extension parser rejected a line; retryable false.',
  },
  bridge_unsupported: {
    status: 'target',
    retryable: false,
    message: 'Extension cannot handle the job (file too large); retry will not help.',
  },
  bridge_lost: {
    status: 'target',
    retryable: true,
    message: 'Extension went away mid-job; a draft may exist.',
  },
  bridge_stalled: {
    status: 'target',
    retryable: true,
    message: 'Extension connected but stopped progressing.',
  },
  bridge_timeout: {
    status: 'target',
    retryable: true,
    message: 'No extension online within 7 days; queued post expired.',
  },
  bridge_offline: {
    status: 503,
    message: "Read or delete while the extension is offline; nothing queued; detail carries 'bridge.wake'.",
  },
  reference_invalid: { status: 400, message: 'Not a link to one blog post.' },
  reference_not_naver: { status: 400, message: "Only the blog platform's own host links can be read." },
  reference_not_public: { status: 400, message: 'Post private or gone.' },
  reference_not_readable: { status: 400, message: 'Not a post of the current editor.' },
  reference_too_large: { status: 400, message: 'Post too large.' },
  reference_timeout: { status: 503, message: 'No timely answer.' },
  reference_unreachable: { status: 503, message: 'Could not reach post.' },
  reference_not_read: {
    status: 422,
    otherStatuses: [404],
    message: "Reference not yet read; call 'POST /v1/kr/forms/extract' first.",
  },
  url_required: { status: 422, message: "Pass 'url', a public blog post link." },
  kr_seo_unavailable: {
    status: 503,
    retryable: false,
    message: 'Keyword research not configured (no search-ad or data-API keys); the SEO check still works.',
  },
  kr_api_error: { status: 503, message: 'Search-ad or data API did not answer or refused credentials.' },
  kr_seo_busy: {
    status: 429,
    message:
      'Service-wide daily cap for those upstream calls used up; Retry-After; resets at UTC day change.',
  },
  invalid_blog_id: { status: 400, message: "'blog' missing or not a blog id or link carrying one." },
  blog_not_found: { status: 404, message: 'No public blog with that id or no public posts.' },
  kr_rss_unreachable: {
    status: 503,
    message: 'Feed not whole: no answer in 12 seconds, error, or over 1 MB; nothing cached.',
  },
  kr_autocomplete_unavailable: {
    status: 503,
    message:
      'Neither extension nor server autocomplete can run; pass your own keyword list to judge or research_kr_keywords.',
  },
  kr_autocomplete_paused: {
    status: 429,
    message:
      'Upstream refused autocomplete; paused for everyone 5 minutes, doubling on repeat, up to an hour; Retry-After.',
  },
  kr_autocomplete_busy: {
    status: 429,
    message:
      'Queue too deep, expansion already running, server ran one for you in the last 60 seconds, daily cap used, or recent seeds all empty; Retry-After. The 60-second spacing applies only when the server answers.',
  },
  research_tool_disabled: { status: 403, message: 'See Authentication.' },

  // Not in the spec's tables; the service's own codes, kept apart so the spec check stays exact.
  // A platform call may have gone through but no answer came and the channel offers no way to
  // look the post up: the target is not re-sent without force (DESIGN: never post twice).
  publish_unconfirmed: {
    status: 'target',
    retryable: false,
    message:
      'The channel may have published this but never confirmed it; check the channel, then retry with force.',
  },
  not_found: { status: 404, message: 'No such route.' },
  // Signing up (POST /v1/signup): the spec's verification_required follows until the link is used.
  email_in_use: { status: 409, message: 'That email already has an account.' },
  verification_link_invalid: { status: 400, message: 'The verification link is unknown, used or expired.' },
  // A saved video search that is not the caller's, or is past its 30 days.
  report_not_found: { status: 404, message: 'No such report of yours (video reports are kept 30 days).' },
  // OAuth connect flows (POST /v1/accounts/connect and its callback).
  connect_state_invalid: {
    status: 400,
    message:
      "The callback's 'state' is unknown, already used or older than 10 minutes; start again with POST /v1/accounts/connect.",
  },
  connect_denied: {
    status: 403,
    message: 'The account owner declined access on the platform, or the platform refused the request.',
  },
  connect_not_found: { status: 404, message: 'No such connect attempt in this workspace.' },
  platform_not_configured: {
    status: 503,
    retryable: false,
    message: 'This server has no app credentials for the platform (<ID>_CLIENT_ID and <ID>_CLIENT_SECRET).',
  },
  // A dependency outage (PostgreSQL, Temporal) the client can wait out; `system_error` is a target's.
  service_unavailable: {
    status: 503,
    message:
      'The service cannot reach a system it depends on (its database, workflow engine or storage) right now; call again after the Retry-After header.',
  },
  method_not_allowed: {
    status: 405,
    message: 'The path exists but does not take this method; the Allow header lists the ones it takes.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof catalogue;
