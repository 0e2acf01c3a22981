import { lines, type HelpEntry } from '../answer';

/** Hand-written answers about publishing. `chainIds`: the channels that take a chain, from the plugins. */
export function publishGuides(chainIds: string[]): HelpEntry[] {
  const chains = chainIds.join(', ') || '-';
  return [
    {
      id: 'publish-post',
      category: 'publish',
      platform: null,
      codes: ['no_accounts', 'empty_content', 'content_too_long', 'account_not_connected', 'media_required'],
      text: {
        en: {
          title: 'How do I publish a post now?',
          body: lines(
            'POST /v1/posts {"content": "...", "accountIds": ["<id from GET /v1/accounts>"], "mediaIds": [...], "options": {"<channel>": {...}}, "wait": true}.',
            "Each account is a target; `options.<channel>.content` replaces the text on that channel only, and GET /v1/platforms shows each channel's options and limits.",
            "With `wait: true` the answer is held until every target is out (text up to 10 s, media up to 75 s): 201 with each target's status, url and errorCode. Past that, 202 with a `next` hint; the post keeps going and GET /v1/posts/{id} shows how it ends.",
            'Every broken rule is answered before anything is sent, all together in `error.errors` (for example content_too_long with `limit` and `actual`).',
          ),
        },
        ko: {
          title: '게시물은 지금 바로 어떻게 올리나요?',
          body: lines(
            'POST /v1/posts {"content": "...", "accountIds": ["<GET /v1/accounts의 id>"], "mediaIds": [...], "options": {"<채널>": {...}}, "wait": true}를 보내세요.',
            '계정 하나하나가 대상(target)입니다. `options.<채널>.content`는 그 채널에서만 글을 바꾸며, 채널별 옵션과 한도는 GET /v1/platforms에서 볼 수 있습니다.',
            '`wait: true`면 모든 대상이 나갈 때까지 응답을 기다립니다(글은 최대 10초, 미디어는 최대 75초). 끝나면 201과 함께 대상별 상태, url, errorCode를 돌려주고, 시간이 넘으면 202와 `next` 안내를 돌려주며 게시는 계속됩니다. 결과는 GET /v1/posts/{id}로 확인하세요.',
            '규칙 위반은 보내기 전에 모두 한꺼번에 `error.errors`로 알려 줍니다(예: content_too_long과 `limit`, `actual`).',
          ),
        },
      },
    },
    {
      id: 'publish-schedule',
      category: 'publish',
      platform: null,
      codes: ['scheduled_at_invalid', 'scheduled_at_range', 'draft_and_schedule', 'post_not_editable'],
      text: {
        en: {
          title: 'How do I schedule a post or save a draft?',
          body: lines(
            'Scheduled: add `"scheduledAt": "2026-05-01T09:00:00+09:00"` (ISO 8601 with an offset, 10 minutes to a year ahead) to POST /v1/posts; it answers 201 with status `scheduled` and goes out at that time.',
            'Draft: add `"draft": true`; nothing is sent and `accountIds` may be empty. Not both: draft_and_schedule.',
            'Until it goes out, PATCH /v1/posts/{id} changes anything: a new `scheduledAt` moves the time, `scheduledAt: null` or `draft: true` makes it a draft.',
            'POST /v1/posts/{id}/publish {"wait": true} sends a draft or scheduled post now, once, through the same workflow as the timer.',
          ),
        },
        ko: {
          title: '게시물 예약이나 임시 저장은 어떻게 하나요?',
          body: lines(
            '예약: POST /v1/posts에 `"scheduledAt": "2026-05-01T09:00:00+09:00"`(시간대 오프셋이 있는 ISO 8601, 10분 뒤부터 1년 안)을 넣으면 201과 상태 `scheduled`를 돌려주고 그 시각에 게시됩니다.',
            '임시 저장: `"draft": true`를 넣으면 아무것도 보내지 않으며 `accountIds`가 비어도 됩니다. 둘을 함께 쓰면 draft_and_schedule입니다.',
            '나가기 전까지는 PATCH /v1/posts/{id}로 무엇이든 바꿀 수 있습니다. 새 `scheduledAt`은 시각을 옮기고, `scheduledAt: null`이나 `draft: true`는 임시 저장으로 바꿉니다.',
            'POST /v1/posts/{id}/publish {"wait": true}는 임시 저장 글이나 예약 게시물을 지금 한 번만, 예약과 같은 흐름으로 보냅니다.',
          ),
        },
      },
    },
    {
      id: 'publish-idempotency',
      category: 'publish',
      platform: null,
      codes: ['idempotency_key_reused', 'duplicate_post'],
      text: {
        en: {
          title: 'How do I make sure a post is not sent twice (Idempotency-Key)?',
          body: lines(
            'Send an `Idempotency-Key: <your unique value>` header with POST /v1/posts. Sending the same key and body again (after a timeout, say) replays the first answer for 24 hours instead of publishing again; the same key with another body is 422 idempotency_key_reused.',
            'Without a key, the same text and files to the same account within 10 minutes is 409 duplicate_post, carrying the earlier `postId`.',
          ),
        },
        ko: {
          title: '같은 게시물이 두 번 나가지 않게 하려면? (Idempotency-Key)',
          body: lines(
            'POST /v1/posts에 `Idempotency-Key: <고유한 값>` 헤더를 보내세요. 시간 초과 뒤 같은 키와 같은 본문을 다시 보내면 24시간 동안 다시 게시하지 않고 처음 응답을 그대로 돌려줍니다. 같은 키에 다른 본문은 422 idempotency_key_reused입니다.',
            '키가 없어도 같은 글과 파일을 10분 안에 같은 계정으로 보내면 409 duplicate_post이며, 앞선 게시물의 `postId`를 알려 줍니다.',
          ),
        },
      },
    },
    {
      id: 'publish-chain',
      category: 'publish',
      platform: null,
      codes: [
        'chain_not_supported',
        'thread_and_content',
        'thread_empty',
        'thread_piece',
        'content_too_long',
      ],
      text: {
        en: {
          title: 'How do I publish a chain or thread (threadItems)?',
          body: lines(
            `Send \`threadItems: [{"content": "1/3 ..."}, {"content": "2/3 ...", "mediaIds": [...]}]\` instead of \`content\`. The first item is the root; the others go out as replies to it, in order. Only the chain channels take a chain (here: ${chains}; GET /v1/platforms shows \`chain: true\`), others answer chain_not_supported.`,
            "Each item obeys the channel's text limit; `topicTag` applies to the first item only.",
            'If a later item fails, the earlier ones stay up and the post shows `thread.resumeFrom`; POST /v1/posts/{id}/retry resumes from there. Change, publish or delete a chain through its root: a later item answers 409 thread_piece with `rootId`.',
          ),
        },
        ko: {
          title: '체인이나 스레드(threadItems)는 어떻게 올리나요?',
          body: lines(
            `\`content\` 대신 \`threadItems: [{"content": "1/3 ..."}, {"content": "2/3 ...", "mediaIds": [...]}]\`를 보내세요. 첫 항목이 루트이고 나머지는 순서대로 그 답글로 나갑니다. 체인은 체인 채널만 받으며(여기서는 ${chains}, GET /v1/platforms의 \`chain: true\`), 다른 채널은 chain_not_supported입니다.`,
            '항목마다 채널의 글자 수 한도를 지켜야 하고, `topicTag`는 첫 항목에만 붙습니다.',
            '뒤쪽 항목이 실패하면 앞 항목은 그대로 남고 게시물에 `thread.resumeFrom`이 표시됩니다. POST /v1/posts/{id}/retry가 거기서부터 이어 보냅니다. 체인의 수정, 발행, 삭제는 루트로 하세요. 뒤쪽 항목에 보내면 409 thread_piece와 `rootId`를 돌려줍니다.',
          ),
        },
      },
    },
    {
      id: 'publish-retry',
      category: 'publish',
      platform: null,
      codes: [
        'nothing_to_retry',
        'publish_unconfirmed',
        'duplicate_post',
        'platform_timeout',
        'platform_error',
        'account_disconnected',
      ],
      text: {
        en: {
          title: 'A post failed: how do I retry it?',
          body: lines(
            "GET /v1/posts/{id} shows each target's `status`, `errorCode` and `retryable`. GET /v1/help?code=<errorCode> explains the code.",
            'POST /v1/posts/{id}/retry re-sends only the failed targets; targets already out are skipped, and a broken chain resumes where it stopped. When nothing failed it answers 422 nothing_to_retry.',
            'A target ends publish_unconfirmed when the channel may have published it but never said so and cannot be asked; check the channel, then retry with `{"force": true}`. `force` also overrides duplicate_post.',
            'The service never sends twice on its own: before re-sending after a lost answer it asks the channel whether the post is already there.',
          ),
        },
        ko: {
          title: '게시가 실패했어요. 어떻게 재시도하나요?',
          body: lines(
            'GET /v1/posts/{id}가 대상마다 `status`, `errorCode`, `retryable`을 보여 줍니다. 코드의 뜻은 GET /v1/help?code=<errorCode>로 볼 수 있습니다.',
            'POST /v1/posts/{id}/retry는 실패한 대상만 다시 보냅니다. 이미 나간 대상은 건너뛰고, 끊긴 체인은 멈춘 곳부터 이어집니다. 실패한 것이 없으면 422 nothing_to_retry입니다.',
            '채널이 게시했을 수도 있는데 확인해 주지 않고 물어볼 방법도 없으면 대상은 publish_unconfirmed로 끝납니다. 채널에서 확인한 뒤 `{"force": true}`로 재시도하세요. `force`는 duplicate_post도 넘깁니다.',
            '서비스는 스스로 두 번 보내지 않습니다. 응답을 잃은 뒤 다시 보내기 전에 채널에 이미 게시되었는지 먼저 물어봅니다.',
          ),
        },
      },
    },
    {
      id: 'publish-troubleshoot',
      category: 'publish',
      platform: null,
      codes: ['internal_error', 'invalid_params', 'invalid_json'],
      text: {
        en: {
          title: 'Where do I see what went wrong with a call?',
          body: lines(
            'Every failure is `{"error": {"code", "message", ...}}`; GET /v1/help?code=<code> explains it. Every answer carries an `x-request-id` header.',
            'GET /v1/logs lists your calls with their request and response bodies; GET /v1/logs?requestId=<x-request-id> finds one, also a call made without a usable key.',
            "For a post, GET /v1/posts/{id} shows each target's errorCode.",
          ),
        },
        ko: {
          title: '호출이 왜 실패했는지 어디서 보나요?',
          body: lines(
            '모든 실패는 `{"error": {"code", "message", ...}}` 형태이며, GET /v1/help?code=<코드>가 뜻을 알려 줍니다. 모든 응답에는 `x-request-id` 헤더가 있습니다.',
            'GET /v1/logs는 요청과 응답 본문과 함께 호출 기록을 보여 주고, GET /v1/logs?requestId=<x-request-id>는 키 없이 보낸 호출까지 하나를 찾아 줍니다.',
            '게시물이라면 GET /v1/posts/{id}에서 대상별 errorCode를 확인하세요.',
          ),
        },
      },
    },
  ];
}
