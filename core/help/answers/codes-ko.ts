/**
 * The catalogue's sentence of every error code, in Korean (core/errors/catalogue.ts holds the
 * English). test/unit/help-answers.test.ts fails when a catalogue code has no line here.
 */
export const KO_CODE_TEXT: Readonly<Record<string, string>> = {
  // Request, auth and general
  verification_required: '이메일 인증이 끝나지 않았습니다.',
  unauthenticated: '세션도 유효한 API 키도 없습니다.',
  invalid_api_key: 'Bearer 토큰이 유효한 API 키가 아닙니다.',
  api_key_revoked: '폐기된 API 키입니다.',
  api_key_expired: '만료된 API 키입니다.',
  forbidden_scope: '이 API 키에는 필요한 scope가 없습니다. 응답의 scope 필드가 필요한 권한을 알려 줍니다.',
  csrf_failed:
    '대시보드 세션 쿠키로 보낸 쓰기 요청에 세션의 CSRF 토큰(x-csrf-token)이 없거나 맞지 않습니다. 페이지를 새로 고치세요.',
  invalid_json:
    '본문을 읽을 수 없습니다. JSON 문법 오류, 최상위가 객체나 배열이 아님, UTF-8이 아닌 문자 집합, 또는 none·gzip·deflate·br이 아닌 Content-Encoding 중 하나이며, 메시지의 대괄호 안에 이유가 있습니다. 아무것도 실행되지 않았습니다.',
  body_too_large: '본문이 100KB를 넘었습니다(REST와 MCP 모두). limit 필드에 바이트 단위 한도가 있습니다.',
  invalid_params:
    '필드가 빠졌거나 형식이 틀렸습니다. 메시지가 필드 이름을 알려 주고, 여러 개면 problems에 하나씩 나열합니다.',
  internal_error: '서버 오류입니다. 자세한 내용은 없으며 요청 id가 로그에 남아 있습니다.',
  system_error:
    '보내기 전에 서비스 쪽에서 대상 하나가 실패했습니다. 요청의 응답이 아니라 게시물의 error에 기록됩니다.',
  rate_limited: '분당 요청 한도를 넘었습니다. Retry-After 헤더만큼 기다리세요.',
  idempotency_key_reused: '이미 다른 본문으로 쓰인 Idempotency-Key입니다.',
  duplicate_post:
    '중복입니다. 같은 글과 파일이 10분 안에 이 계정으로 이미 보내졌습니다. postId가 그 게시물입니다.',
  publish_in_flight: '게시물이 아직 전송 중이라 삭제가 거절되었습니다. 몇 초 뒤 다시 시도하세요.',
  not_supported:
    "채널이 할 수 없는 작업입니다(사실이므로 재시도해도 소용없습니다). 채널별 features 행 중 supported가 false인 행이 같은 문장을 담고 있고, 'partial' 행은 계정이 조건을 충족하지 못할 때 거절됩니다.",
  reconsent_required:
    '필요한 권한이 생기기 전에 연결된 계정입니다. 다시 연결하면 권한을 줄 수 있습니다. 그 권한을 아직 줄 수 없는 동안에는 feature_in_review가 대신 응답됩니다.',
  feature_in_review: '플랫폼 앱 심사 중인 권한이 필요합니다. 다시 연결해도 소용없으니 재시도하지 마세요.',
  platform_error: '채널이 거절했거나 응답하지 않았습니다.',
  platform_rejected_content:
    '채널이 내용을 거절했습니다. 다시 보내도 결과는 같습니다. 읽기 경로는 채널의 상태 코드를 그대로 전하고, 게시 경로는 503을 돌려줍니다.',
  platform_auth_error:
    '채널이 우리의 접근을 거절했습니다. 계정을 다시 연결하세요. API 키 문제와 구별하려고 503으로 응답합니다.',
  permission_denied: '채널이 권한 문제로 거절했습니다.',
  container_expired: '게시물이 나가기 전에 업로드 컨테이너가 만료되었습니다. 다시 만드세요.',
  platform_timeout:
    '채널이 제때 응답하지 않았고 아무것도 게시되지 않았습니다. 요청의 응답이 아니라 대상의 errorCode에 기록됩니다.',
  upload_stalled:
    '채널로 가는 동영상 업로드가 30분 동안 진행되지 않았거나 6시간을 넘겼습니다. 게시된 것은 없고 재시도해도 안전하며, 파일은 7일 동안 보관됩니다. 대상의 errorCode에만 기록됩니다.',
  platform_activity_blocked:
    '사진 채널이 계정 활동을 일시적으로 제한했습니다(업스트림 오류 코드 4, 하위 코드 2207051). 기다려도 풀리지 않으며 retryable은 false입니다.',
  api_unreachable:
    'MCP 도구가 REST API를 호출했지만 JSON 응답을 받지 못했습니다. 읽기라면 바뀐 것이 없고, 시간이 초과된 쓰기는 아직 실행 중일 수 있으니 먼저 get_post, list_posts 또는 list_kr_drafts로 확인하세요.',
  refresh_timeout: 'refresh_account가 1분이 지나도 기다리는 중입니다. 오류가 아니며 새로 고침은 계속됩니다.',
  refresh_unsupported: '이 채널에는 새로 고칠 정보가 없습니다.',
  refresh_failed: '확장 프로그램이 블로그 정보를 다시 읽지 못했습니다.',

  // Accounts, workspaces, billing, lookups
  no_accounts: 'accountIds가 비어 있습니다. 연결된 계정을 하나 이상 고르세요.',
  empty_content: '글도 미디어도 없습니다.',
  account_required: '워크스페이스에 그 채널 계정이 둘 이상 있습니다. accountId를 지정하세요.',
  account_not_connected: 'accountIds 중 연결되지 않은 계정이 있습니다.',
  account_not_found: '이 워크스페이스에 그런 연결된 계정이 없습니다.',
  account_expired: '채널 토큰이 만료되었습니다. 계정을 다시 연결하세요.',
  account_disconnected:
    "게시물을 올린 계정의 연결이 해제되었습니다. 같은 계정을 다시 연결하세요. 'force'로도 넘어갈 수 없으며, 대상에는 connectionId가 null로, accountHandle이 남아 있습니다.",
  account_has_pending_posts:
    "'DELETE /v1/accounts/:id'가 연결 해제 시 지워질 게시물, 자동화 또는 대화를 찾았습니다. 아무것도 바뀌지 않았습니다. 본문의 'force: true'나 '?force=true'로 그래도 해제할 수 있습니다.",
  account_busy_publishing:
    "이 계정으로 게시물이 나가는 중입니다. 'force'로도 넘어갈 수 없으니 끝난 뒤 다시 시도하세요.",
  platform_not_available: '아직 제공되지 않는 채널입니다.',
  platform_already_connected: '워크스페이스에 이미 그 플랫폼의 채널이 있습니다.',
  workspace_required:
    '워크스페이스가 여러 개인데 지정하지 않았습니다. x-service-workspace 헤더로 하나를 고르세요.',
  workspace_mismatch: '게시물, 채널 또는 미디어가 같은 계정의 다른 워크스페이스에 있습니다.',
  workspace_limit: '요금제에 포함된 워크스페이스 수보다 계정의 워크스페이스가 많습니다.',
  quota_exceeded:
    '무료 요금제의 월간 게시 수를 다 썼습니다. 다음 기간(달력의 달이 아니라 가입일로부터 한 달)까지 막히며, 체인은 게시물 하나로 셉니다. 한국 블로그 리서치에서는 일일 리서치 한도 초과를 뜻합니다.',
  workspaces_invalid:
    '결제 요청의 워크스페이스 수가 유료 요금제에 포함된 수보다 적거나 정수가 아닙니다. 원하는 전체 수를 보내세요.',
  billing_not_configured: '결제 기능이 켜져 있지 않습니다.',
  full_access_open: '모든 기능이 모두에게 열려 있어 구매할 것이 없습니다.',
  checkout_failed: '결제 업체가 결제 화면을 돌려주지 않았습니다. 청구된 금액은 없습니다.',
  no_subscription: '유료 구독이 없어 결제 관리 화면이 없습니다.',
  portal_failed: '결제 업체가 관리 화면 링크를 돌려주지 않았습니다.',
  engagement_not_found: '이 워크스페이스에 그런 참여(engagement) 작업이 없습니다.',
  post_not_found:
    '이 워크스페이스에 그런 게시물이 없습니다. 2026년 10월 7일 이전에 계정 연결이 해제되어 기록이 지워진 게시물을 DELETE할 때도 이 코드가 나옵니다.',
  media_not_found: '이 워크스페이스에 그런 미디어가 없습니다.',
  key_not_found: '그런 API 키가 없습니다.',
  grant_not_found: '그런 권한 부여가 없습니다.',
  key_name_required: 'API 키에는 이름이 필요합니다.',
  key_scope_required: "'workspaceIds'나 'allWorkspaces'를 보내세요.",
  invalid_locale: "'locale'은 'en' 또는 'ko'여야 합니다('GET /v1/help'에서는 400).",
  help_not_found: "'GET /v1/help'에 알 수 없는 id를 보냈습니다.",
  invalid_category: "'GET /v1/help'에 알 수 없는 category를 보냈습니다. 메시지가 쓸 수 있는 값을 나열합니다.",
  invalid_topic: "'GET /v1/kr/grammar'에 알 수 없는 topic을 보냈습니다. 메시지가 id를 나열합니다.",
  content_required: "'POST /v1/kr/layout'에 'content'가 없습니다.",

  // Scheduling, editing, threads, engagement
  scheduled_at_invalid: "'scheduledAt'이 ISO 8601 형식이 아니거나 시간대 오프셋이 없습니다.",
  scheduled_at_range: '예약 시각은 10분 뒤부터 1년 안이어야 합니다.',
  draft_and_schedule: "'draft'와 'scheduledAt'을 함께 보냈습니다.",
  batch_id_invalid: "'batchId'가 40자를 넘거나 영문자, 숫자, '-', '_' 외의 문자가 있습니다.",
  post_not_editable:
    '이미 나간 게시물을 고칠 수 없는 채널에 PATCH나 publish를 보냈거나, 아직 나가지 않은 게시물을 재시도했습니다. 메시지가 채널의 이유를 알려 줍니다. 예약 게시물과 임시 저장 글은 언제든 바꿀 수 있습니다.',
  live_post_no_schedule: "게시된 글을 PATCH하면서 'scheduledAt'이나 'draft'를 보냈습니다.",
  live_post_accounts_fixed: "게시된 글을 PATCH하면서 다른 'accountIds'를 보냈습니다.",
  nothing_to_change: '게시된 글을 PATCH하면서 content, mediaIds, options 중 아무것도 보내지 않았습니다.',
  thread_piece: '체인의 뒤쪽 항목에 PATCH, publish 또는 DELETE를 보냈습니다. rootId의 게시물에 보내세요.',
  thread_and_content: "'content'와 'threadItems'를 함께 보냈습니다.",
  thread_empty: "'threadItems'가 빈 배열입니다.",
  chain_not_supported:
    "체인을 받지 않는 채널(photo, social, chat, clip, kr)에 'threadItems'를 보냈습니다. 체인은 두 체인 채널만 받습니다.",
  topic_tag_invalid: '토픽 태그에 마침표나 앰퍼샌드(&)가 있습니다.',
  topic_tag_not_supported: '고른 채널 중 토픽 태그를 받지 않는 채널이 있습니다.',
  target_required:
    "대상 없이 참여 호출(좋아요, 답글, 팔로우)을 보냈습니다. 'postId' 또는 'ownerHandle'과 'externalId'를 보내고, 팔로우는 'ownerHandle'을 받습니다.",
  empty_reply: '답글에 글이 없습니다.',
  cannot_hide_own_reply: '체인 채널에서는 계정이 자기 답글을 숨길 수 없습니다.',
  not_published: '게시물이 아직 나가지 않았습니다.',
  nothing_to_retry:
    '모든 대상이 성공했거나, 2026년 10월 7일 이전에 계정 연결이 해제되어 기록이 지워져 남은 대상이 없습니다.',
  not_our_post: '채널에서 가져온 게시물에 retry_post를 호출했습니다.',
  delete_window_expired: '채팅 채널은 보낸 지 48시간 안에만 삭제할 수 있습니다. 재시도해도 소용없습니다.',
  bad_post_ref: '게시물 참조가 id, 미디어 id 또는 게시물 링크가 아닙니다.',
  post_not_owned: '워크스페이스가 연결하지 않은 계정의 게시물입니다.',
  post_not_in_recent: '검색한 최근 범위에 그 게시물이 없습니다.',
  next_post_taken: '켜져 있는 다른 자동화가 이미 이 계정의 다음 게시물을 기다리고 있습니다.',
  past_comments_not_supported: '지난 댓글에 보내기는 사진 채널과 소셜 채널에서만 됩니다.',
  past_comments_no_trigger: '자동화에 댓글 트리거가 없습니다.',
  automation_not_live: '자동화가 초안 상태입니다. 먼저 켜세요.',
  past_comments_no_post: '자동화가 다음 게시물을 기다리는 중입니다.',
  past_comments_running: '이미 보내는 중입니다. DELETE로 멈추세요.',
  automation_not_found: '이 워크스페이스에 그런 자동화가 없습니다.',
  webhook_not_found: '이 워크스페이스에 그런 웹훅 구독이 없습니다.',
  webhook_delivery_not_found: '이 웹훅 구독에 그런 전송 기록이 없습니다.',
  extension_outdated:
    '브라우저 확장 프로그램이 너무 오래되었습니다(update_post는 0.4.0 이상, AI 사용 표시가 있는 사진은 0.7.3, 블로그 자체 편집기로 쓴 글 다시 쓰기는 0.7.8 이상). 아무것도 보내지 않았습니다. 새 버전이 아직 스토어 심사 중이면 그 사실도 알려 줍니다.',

  // Media
  content_too_long: '글이 채널이 허용하는 길이보다 깁니다. limit과 actual 필드가 한도와 실제 길이입니다.',
  media_required: '이 채널은 글만으로는 게시할 수 없습니다. 미디어를 붙이세요.',
  media_mixed:
    '게시할 때는 더 이상 나오지 않습니다(2026-09-17부터). 이미지와 동영상을 섞을 수 없는 채널은 동영상을 남기고, 대상 경고가 무엇을 뺐는지 알려 줍니다. 짧은 동영상 채널은 섞인 묶음이 다른 경로로 오면 여전히 이 코드를 돌려줍니다.',
  media_too_many:
    '더 이상 나오지 않습니다(2026-09-17부터). 채널 한도를 넘는 항목은 한도까지 잘리고 대상 경고가 알려 줍니다.',
  media_too_large:
    '파일이 너무 큽니다. URL로 가져오는 동영상에는 더 낮은 한도가 따로 있으니, 더 큰 동영상은 업로드 링크나 presign으로 올리세요. limit, limitMb, actual 필드가 한도와 실제 크기입니다.',
  media_aspect_ratio: '미디어 화면 비율이 채널이 받는 범위를 벗어났습니다.',
  media_dimensions: '동영상 폭이 한도보다 넓습니다. 이미지 폭은 이유가 되지 않습니다.',
  media_type_not_supported: '지원하지 않는 파일 형식입니다. types 필드가 받는 형식을 나열합니다.',
  media_too_long: '동영상이 한도보다 깁니다.',
  media_url_invalid: 'https URL이 아닙니다.',
  media_url_blocked: '사설, 루프백 또는 링크 로컬 주소입니다.',
  media_url_unreachable:
    '호스트가 응답하지 않았거나, 리디렉션이 너무 많았거나, 오류로 응답했습니다. 호스트의 짧은 오류 문장이 메시지에 담깁니다. 몇 초짜리 Retry-After가 붙은 429는 한 번 다시 시도하고, 주소가 여럿인 호스트는 연결이 안 되면 다음 주소로 한 번 다시 시도합니다.',
  media_unreachable:
    '채널이 URL에서 미디어를 가져오지 못했습니다. 대상의 errorCode에만 기록됩니다. 재시도하고, 그래도 안 되면 다시 업로드하세요.',
  media_not_uploaded: "'media_complete'(POST /v1/media/{id}/complete)가 호출되지 않았습니다.",
  media_expired:
    '업로드가 회수되었습니다. 다시 올리세요. 보낼 때 파일이 사라졌다면 대상의 errorCode로도 기록됩니다(재시도 불가).',
  media_not_publishable: "'mediaIds'에 문서가 있습니다. 문서(PDF, HWP, HWPX)는 DM 자동화에만 쓸 수 있습니다.",
  media_in_use: '게시물이 쓰고 있거나 다른 워크스페이스의 복사본이 공유하는 미디어를 DELETE했습니다.',
  media_delete_failed: '저장소가 파일을 지우지 않았습니다. 기록은 남아 있으니 다시 시도하세요.',
  media_store_failed: 'URL에서 가져왔지만 저장소가 거절했습니다. 저장된 것은 없습니다.',
  media_not_configured: '미디어 저장소가 설정되지 않았습니다.',
  upload_bytes_missing:
    '앞서 presign한 업로드들이 바이트를 받지 못해 presign이 거절되었습니다. 그 업로드에 파일을 PUT하거나 지우거나, 업로드 링크를 쓰세요. MCP에서는 uploadLink도 함께 줍니다.',
  media_fields_required:
    "presign에는 'fileName', 'contentType', 'bytes'가 필요합니다. 'bytes'만 없거나 0이면 'reason'이 'bytes_unknown'이고 'nextStep'이 'media_upload_link'입니다.",
  upload_session_not_found: '업로드 링크가 없거나 만료되었습니다.',
  upload_session_full: '업로드 링크가 받을 수 있는 파일 수를 다 채웠습니다.',
  media_ref_unknown: "한국 블로그 본문이 찾을 수 없는 'media:<id>'를 가리킵니다. 응답이 id를 알려 줍니다.",
  media_ref_not_supported: "다른 채널의 대상이 글자 그대로 게시할 상황에서 'media:' 참조를 썼습니다.",
  kr_media_kind_mismatch:
    "미디어 문법이 틀렸습니다(동영상을 사진처럼, 사진을 '@video(...)'로, '@group()' 안에 동영상). content, 각 'threadItems' 항목, 'options.kr_blog.content'를 만들 때와 고칠 때 검사하며, 틀린 곳마다 본문, 줄, mediaId, 종류, 올바른 줄을 나열합니다.",
  kr_media_over_limit:
    '본문에 채널이 게시물 하나에 받는 것보다 많은 사진이나 동영상이 있습니다. 바뀐 것은 없습니다.',
  kr_reply_media_not_supported: '블로그 게시물에 단 답글에 미디어가 있습니다.',

  // Video channel
  vid_title_required: "'options.vid.title'이 필요합니다.",
  vid_title_too_long: '제목이 100자를 넘었습니다.',
  vid_angle_brackets: "제목과 설명에는 '<'와 '>'를 쓸 수 없습니다.",
  vid_video_required: '동영상이 정확히 하나 있어야 합니다.',
  vid_tags_too_long: '태그가 모두 합쳐 500자를 넘었습니다. 공백이 있는 태그는 2자를 더 셉니다.',
  vid_schedule_needs_private: "'options.vid.publishAt'은 'privacyStatus'가 'private'일 때만 쓸 수 있습니다.",
  vid_schedule_invalid: "'publishAt'이 ISO 8601 형식이 아닙니다.",
  vid_thumbnail_type: '썸네일은 image/jpeg 또는 image/png여야 합니다.',
  vid_thumbnail_too_large: '썸네일은 2MB까지입니다.',
  vid_short_no_thumbnail: '3분 이하의 세로 동영상은 쇼츠이며 맞춤 썸네일을 넣을 수 없습니다.',
  vid_no_threads: "동영상 계정에 'threadItems'를 보냈습니다.",
  vid_video_not_replaceable:
    '게시된 동영상의 파일은 바꿀 수 없습니다. 제목, 설명, 태그, 공개 상태를 고치세요.',
  vid_daily_cap:
    '공유 일일 업로드 한도를 다 쓴 상태에서 예약 게시물의 시각이 되었습니다. 태평양 시간 자정에 초기화되며 retryable은 true입니다.',
  vid_quota_exhausted: '공유 데이터 API 할당량을 다 썼습니다. 캐시된 검색은 계속 응답합니다.',
  vid_search_unavailable: '동영상 검색이 설정되지 않았습니다.',
  research_quota_exceeded: '일일 리서치 한도를 다 썼습니다. UTC 날짜가 바뀌면 초기화됩니다.',

  // Photo and social channels
  photo_reel_video_required: '릴스에는 동영상 하나만 있어야 하고 다른 것은 넣을 수 없습니다.',
  photo_reel_duration: '릴스 길이가 3-900초를 벗어났습니다.',
  photo_story_single_media: '스토리에는 이미지나 동영상 하나만 넣을 수 있습니다.',
  photo_story_no_extras: '스토리에는 첫 댓글이나 공동 작업자를 넣을 수 없습니다.',
  photo_story_duration: '스토리 동영상 길이가 3-60초를 벗어났습니다.',
  photo_cover_reel_only: "'options.photo.coverMediaId'는 릴스에만 쓸 수 있습니다.",
  photo_cover_type: '릴스 커버는 image/jpeg여야 합니다.',
  photo_cover_too_large: '커버는 8MB까지입니다.',
  photo_too_many_collaborators: '공동 작업자는 3명까지입니다.',
  photo_user_tag_position: "사진 사용자 태그에는 0과 1 사이의 'x'와 'y'가 필요합니다.",
  social_link_with_media: '링크 게시물에는 미디어를 붙일 수 없습니다.',
  social_link_invalid: "'options.social.link'는 http(s) URL이어야 합니다.",
  social_reel_video_required: '릴스에는 동영상 하나만 있어야 하고 다른 것은 넣을 수 없습니다.',
  social_reel_duration: '릴스 길이가 3-90초를 벗어났습니다.',
  social_story_single_media: '스토리에는 이미지나 동영상 하나만 넣을 수 있습니다.',
  social_story_no_extras: '스토리에는 첫 댓글을 넣을 수 없습니다.',
  social_story_no_caption: '스토리에는 캡션이 보이지 않습니다. 글을 빼거나 다른 형식으로 게시하세요.',
  social_schedule_feed_only: '예약은 피드 게시물에만 됩니다.',
  social_schedule_invalid: "'options.social.scheduledPublishTime'이 ISO 8601 형식이 아닙니다.",
  social_schedule_range: '예약 게시물은 10분 뒤부터 28일 안이어야 합니다.',
  social_targeting_text_only: "'options.social.feedTargeting'은 글과 링크 게시물에만 쓸 수 있습니다.",
  social_targeting_not_editable: "'feedTargeting'은 게시한 뒤에 바꿀 수 없습니다.",
  social_schedule_no_first_comment: '예약 게시물에는 첫 댓글을 넣을 수 없습니다.',

  // Short-video channel
  clip_privacy_required:
    "'options.clip.privacyLevel'이 없습니다. 기본값은 없으며, 게시물이 만들어지기 전에 바로 응답합니다. 쓸 수 있는 값은 get_publish_options(GET /v1/channels/publish-options)로 확인하세요.",
  clip_privacy_invalid: '이 계정이 지금 쓸 수 없는 공개 범위 값입니다.',
  clip_branded_private: "'brandContentToggle'과 'privacyLevel' 'SELF_ONLY'는 함께 쓸 수 없습니다.",
  clip_interaction_disabled:
    "크리에이터가 꺼 둔 'disableComment', 'disableDuet' 또는 'disableStitch'를 false로 보냈습니다.",
  clip_title_required: "사진 게시물에는 90자 이하의 'options.clip.title'이 필요합니다.",
  clip_title_too_long: '제목이 90자(UTF-16 단위)를 넘었습니다.',
  clip_title_not_supported: '동영상에 제목을 보냈습니다.',
  clip_cannot_post: '채널이 지금은 크리에이터가 게시할 수 없다고 합니다. 보낸 것은 없습니다.',
  clip_reply_not_supported: '이 채널에는 답글 기능이 없어 거절되었습니다.',
  beta_access_required: '베타 중인 채널이며 워크스페이스가 승인되지 않았습니다.',

  // Korean-blog channel
  kr_source_required:
    "블로그 자체 편집기로 쓴 글을 새 본문으로 update_post하면서 현재 'sourceVersion'을 보내지 않았거나, 그사이 글이 바뀌었습니다. 응답에 'source'(@keep 줄이 들어간 본문), 'keep'(id), 'sourceVersion'이 있습니다. 바뀐 것은 없습니다.",
  kr_keep_unknown: "'@keep(...)' id가 글의 블록이 아니거나, 그런 글의 update_post 밖에서 쓰였습니다.",
  kr_draft_not_found: "'logNo'가 임시 저장함에 없습니다.",
  kr_title_required: "'options.kr_blog.title'이 필요합니다.",
  kr_title_too_long: '제목이 블로그가 허용하는 길이보다 깁니다.',
  kr_category_required:
    "'categoryId'나 'category'(이름)가 필요합니다. 기본값은 없으며, 'draftOnly'가 true이면 필요 없습니다.",
  kr_category_unknown:
    '블로그에 없는 카테고리입니다. 응답이 카테고리 목록을 알려 줍니다. 방금 만들었다면 refresh_account를 실행하세요.',
  kr_category_ambiguous:
    "이름이 여러 카테고리와 일치합니다. 응답이 id와 함께 카테고리를 나열하니 'categoryId'를 보내세요.",
  kr_category_missing:
    "고른 'categoryId'가 블로그에 없습니다. 아무것도 나가지 않았고 retryable은 false입니다.",
  kr_markdown_unknown: "알 수 없는 지시어나 '{.속성}'입니다. 메시지가 해당 줄을 알려 줍니다.",
  kr_form_unknown: '알 수 없는 프리셋입니다. 메시지가 id를 나열합니다.',
  kr_form_required:
    "아직 양식을 고르지 않았습니다. 'forms'(id, name, when)를 담아 응답하니 'options.kr_blog.form'이나 'layout: as-is'를 보내세요.",
  kr_too_many_tags: '태그가 30개를 넘었습니다.',
  kr_tag_too_long: '태그가 30자를 넘었습니다.',
  kr_tag_has_space: '태그에는 공백을 넣을 수 없습니다.',
  kr_scheduled_at_conflict: "게시물의 'scheduledAt'과 'options.kr_blog.scheduledAt'이 다릅니다.",
  kr_scheduled_at_mixed: "다른 채널도 있는 게시물에 'options.kr_blog.scheduledAt'을 보냈습니다.",
  kr_draft_and_schedule: "'draftOnly'와 'options.kr_blog.scheduledAt'을 함께 보냈습니다.",
  kr_font_size_out_of_range: "'options.kr_blog.fontSize'는 10-34여야 합니다.",
  kr_wrong_blog: '링크가 연결된 블로그가 아닌 다른 블로그를 가리킵니다.',
  kr_wrong_login: '브라우저가 다른 계정으로 로그인되어 있습니다. 아무것도 쓰지 않았습니다.',
  kr_session_permission: '다중 계정 전환이 켜져 있는데 쿠키 권한이 취소되었습니다.',
  kr_rate_limited: '블로그 플랫폼 자체의 계정별 게시 한도입니다. 임시 저장 글이 남았을 수 있습니다.',
  kr_not_allowed: '받아들여지지 않는 동작입니다(자기 글에 좋아요 등). 바뀐 것은 없습니다.',
  kr_follow_blocked: '블로그가 이웃 신청을 받지 않거나 거절했습니다.',
  kr_comment_gone: '댓글이 삭제되었습니다. 아무것도 쓰지 않았습니다.',
  kr_draft_unpublished:
    "임시 저장 글입니다. publish_kr_draft('POST /v1/kr/drafts/{logNo}/publish')로 발행하세요.",
  kr_stats_unavailable: '이 글에는 조회 통계가 없습니다.',
  kr_comments_closed: '비공개 글이거나 댓글이 꺼져 있습니다.',
  comments_closed: '게시물(예: 동영상)의 댓글이 꺼져 있습니다. 실패가 아닙니다.',
  kr_post_unavailable:
    '번호가 게시물로 열리지 않습니다(삭제, 임시 저장, 예약, 다른 블로그). 아무것도 지우지 않았습니다.',
  kr_card_unavailable: '링크 카드 창이 열리지 않았거나 끝나지 않았습니다. 다시 보내면 대개 됩니다.',
  kr_card_not_inserted:
    "주소에 카드가 들어가지 않았습니다(동영상 주소). retryable은 false이니 주소를 한 줄에 따로 쓰거나 '[글](주소)'로 쓰세요.",
  kr_tab_lost:
    '발행 전에 창이 닫히거나 이동하거나 멈췄습니다. 아무것도 나가지 않았으니 다시 보내도 안전합니다.',
  kr_draft_unknown:
    "임시 저장 직후 확장 프로그램이 응답하지 않았습니다. retryable은 false이며, 'force: true' 전까지 재시도는 409로 응답합니다. list_kr_drafts로 확인하세요.",
  kr_reply_unknown:
    "답글 단계가 확인되지 않았습니다. 자기 글의 답글이면 대상의 errorCode로 남고(retryable false), 'force: true' 전까지 재시도는 409로 응답합니다.",
  kr_publish_unconfirmed: '발행 단계가 확인되지 않았습니다. retryable은 true입니다.',
  kr_ui_changed:
    '확장 프로그램이 편집기 컨트롤을 찾거나 다루지 못합니다. 확장 프로그램이 업데이트될 때까지 재시도해도 소용없습니다.',
  kr_not_logged_in:
    '로그인이 풀렸습니다. 게시물은 기다리며, 7일 동안 기다린 읽기와 게시물은 이 코드로 닫힙니다. 로그인한 뒤 retry_post를 실행하세요.',
  kr_upload_failed:
    '이미지, 동영상 또는 카드가 편집기에 들어가지 않았습니다. 임시 저장 글이 남았을 가능성이 큽니다.',
  kr_publish_failed:
    '편집기는 채웠지만 발행하지 못했습니다. 발행 패널이 준비되지 않았거나 열리지 않았을 때도 나옵니다.',
  kr_verify_failed: '작업은 끝났지만 게시물 id가 없어 대상을 실패로 표시했습니다.',
  kr_grammar_rejected: '확장 프로그램의 파서가 한 줄을 거부했습니다. retryable은 false입니다.',
  bridge_unsupported: '확장 프로그램이 처리할 수 없는 작업입니다(파일이 너무 큼). 재시도해도 소용없습니다.',
  bridge_lost: '작업 중에 확장 프로그램이 사라졌습니다. 임시 저장 글이 있을 수 있습니다.',
  bridge_stalled: '확장 프로그램이 연결되었지만 진행이 멈췄습니다.',
  bridge_timeout: '7일 안에 접속한 확장 프로그램이 없어 대기 중인 게시물이 만료되었습니다.',
  bridge_offline:
    "확장 프로그램이 오프라인인 동안 읽기나 삭제를 요청했습니다. 대기열에 넣지 않았으며, 상세 정보에 'bridge.wake'가 있습니다.",
  reference_invalid: '블로그 게시물 하나를 가리키는 링크가 아닙니다.',
  reference_not_naver: '블로그 플랫폼 자체 호스트의 링크만 읽을 수 있습니다.',
  reference_not_public: '비공개이거나 사라진 게시물입니다.',
  reference_not_readable: '현재 편집기로 쓴 게시물이 아닙니다.',
  reference_too_large: '게시물이 너무 큽니다.',
  reference_timeout: '제때 응답이 없었습니다.',
  reference_unreachable: '게시물에 접근할 수 없었습니다.',
  reference_not_read: "참고 글을 아직 읽지 않았습니다. 먼저 'POST /v1/kr/forms/extract'를 호출하세요.",
  url_required: "공개 블로그 게시물 링크인 'url'을 보내세요.",

  // Korean-blog research
  kr_seo_unavailable:
    '키워드 리서치가 설정되지 않았습니다(검색 광고나 데이터 API 키 없음). SEO 검사는 계속 됩니다.',
  kr_api_error: '검색 광고나 데이터 API가 응답하지 않았거나 인증 정보를 거절했습니다.',
  kr_seo_busy:
    '그 업스트림 호출에 대한 서비스 전체의 일일 한도를 다 썼습니다. Retry-After를 따르며, UTC 날짜가 바뀌면 초기화됩니다.',
  invalid_blog_id: "'blog'가 없거나 블로그 id 또는 id가 든 링크가 아닙니다.",
  blog_not_found: '그 id의 공개 블로그가 없거나 공개 게시물이 없습니다.',
  kr_rss_unreachable:
    '피드를 다 받지 못했습니다(12초 안에 응답 없음, 오류, 또는 1MB 초과). 캐시하지 않았습니다.',
  kr_autocomplete_unavailable:
    '확장 프로그램도 서버 자동 완성도 실행할 수 없습니다. judge나 research_kr_keywords에 직접 키워드 목록을 넘기세요.',
  kr_autocomplete_paused:
    '업스트림이 자동 완성을 거절해 모두에게 5분 동안 멈췄습니다. 반복되면 두 배씩 늘어 최대 1시간이며, Retry-After를 따르세요.',
  kr_autocomplete_busy:
    '대기열이 너무 깊거나, 확장이 이미 실행 중이거나, 지난 60초 안에 서버가 한 번 실행했거나, 일일 한도를 다 썼거나, 최근 시드가 모두 비었습니다. Retry-After를 따르세요. 60초 간격은 서버가 응답할 때만 적용됩니다.',
  research_tool_disabled:
    '리서치 도구는 사용자가 켜기 전까지 API 키와 MCP 커넥터에 꺼져 있습니다. 응답의 tool과 enableUrl을 확인하세요.',

  // The service's own codes
  publish_unconfirmed:
    '채널이 게시했을 수도 있지만 확인해 주지 않았습니다. 채널에서 확인한 뒤 force로 재시도하세요(POST /v1/posts/{id}/retry {"force": true}).',
  not_found: '그런 경로가 없습니다.',
  email_in_use: '그 이메일로 이미 가입한 계정이 있습니다.',
  verification_link_invalid: '인증 링크를 알 수 없거나, 이미 쓰였거나, 만료되었습니다.',
  report_not_found: '내 보고서 중에 그런 것이 없습니다(영상 보고서는 30일 동안 보관됩니다).',
  connect_state_invalid:
    "콜백의 'state'를 알 수 없거나, 이미 쓰였거나, 10분이 지났습니다. POST /v1/accounts/connect로 다시 시작하세요.",
  connect_denied: '계정 주인이 플랫폼에서 접근을 거절했거나 플랫폼이 요청을 거절했습니다.',
  connect_not_found: '이 워크스페이스에 그런 연결 시도가 없습니다.',
  platform_not_configured:
    '이 서버에 그 플랫폼의 앱 인증 정보(<ID>_CLIENT_ID와 <ID>_CLIENT_SECRET)가 없습니다.',
  service_unavailable:
    '서비스가 지금 의존하는 시스템(데이터베이스, 워크플로 엔진, 저장소)에 닿지 못합니다. Retry-After 헤더만큼 기다린 뒤 다시 호출하세요.',
  method_not_allowed: '경로는 있지만 이 메서드를 받지 않습니다. Allow 헤더가 받는 메서드를 알려 줍니다.',
};
