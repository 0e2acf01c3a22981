import type { CatalogueEntry } from '../../errors/catalogue';
import type { HelpLocale } from '../answer';

/**
 * What to do about a code, by the kind of status it comes with. The catalogue sentence says what
 * happened; this says the next step, so every code's answer ends in something the reader can do.
 */
const ADVICE: Record<string, Record<HelpLocale, string>> = {
  target: {
    en: "Recorded on a post target's errorCode, not answered by a request. Read the post (GET /v1/posts/{id}): when the target's retryable is true, POST /v1/posts/{id}/retry re-sends it; when false, change the post or the account first.",
    ko: '요청의 응답이 아니라 게시물 대상(target)의 errorCode에 기록되는 코드입니다. GET /v1/posts/{id}로 게시물을 읽어 대상의 retryable이 true이면 POST /v1/posts/{id}/retry로 다시 보내고, false이면 먼저 게시물이나 계정을 고치세요.',
  },
  202: {
    en: 'Not a failure: the work goes on. Read the resource again in a little while.',
    ko: '실패가 아닙니다. 작업은 계속 진행되니 잠시 뒤 다시 조회하세요.',
  },
  400: {
    en: 'Fix the request as the message says and send it again; nothing was changed.',
    ko: '메시지가 알려 주는 대로 요청을 고쳐 다시 보내세요. 아무것도 바뀌지 않았습니다.',
  },
  401: {
    en: 'Send a valid key as `Authorization: Bearer <key>`; make a new key if this one was revoked or expired.',
    ko: '`Authorization: Bearer <키>` 헤더로 유효한 API 키를 보내세요. 키가 폐기되었거나 만료되었다면 새 키를 만드세요.',
  },
  402: {
    en: 'The plan does not cover this now; wait for the next period or change the plan.',
    ko: '지금 요금제로는 할 수 없습니다. 다음 기간을 기다리거나 요금제를 바꾸세요.',
  },
  403: {
    en: 'The key or workspace is not allowed to do this: use a key with the needed scope or reach, or ask for access.',
    ko: '이 키나 워크스페이스에는 권한이 없습니다. 필요한 scope나 워크스페이스 범위를 가진 키를 쓰거나 권한을 요청하세요.',
  },
  404: {
    en: 'Check the id and that it belongs to the workspace you call in (x-service-workspace).',
    ko: 'id가 맞는지, 호출하는 워크스페이스(x-service-workspace)에 속한 것인지 확인하세요.',
  },
  409: {
    en: 'The resource is in a state that refuses this now: read it again, then act on what it says (the message names the way out).',
    ko: '리소스의 현재 상태 때문에 거절되었습니다. 다시 조회한 뒤 그 상태에 맞게 처리하세요(메시지에 해결 방법이 있습니다).',
  },
  413: {
    en: 'Send a smaller body: JSON bodies may be at most 100 KB; files go through the media endpoints.',
    ko: '본문을 줄여 보내세요. JSON 본문은 최대 100KB이며, 파일은 미디어 엔드포인트로 올립니다.',
  },
  422: {
    en: 'Change the field the message names and send again; nothing was sent to any channel.',
    ko: '메시지가 가리키는 필드를 고쳐 다시 보내세요. 어떤 채널에도 전송되지 않았습니다.',
  },
  429: {
    en: 'Wait as long as the Retry-After header says, then send again.',
    ko: 'Retry-After 헤더가 알려 주는 시간만큼 기다린 뒤 다시 보내세요.',
  },
  500: {
    en: 'A fault on our side: send again later, and quote the x-request-id header when you report it (GET /v1/logs?requestId=... shows the call).',
    ko: '서버 쪽 오류입니다. 잠시 뒤 다시 보내고, 문의할 때는 x-request-id 헤더 값을 알려 주세요(GET /v1/logs?requestId=...로 호출을 볼 수 있습니다).',
  },
  503: {
    en: 'The service or the channel could not do it now: wait a little and try again; if it keeps failing, check the account connection and GET /v1/logs.',
    ko: '서비스나 채널이 지금 처리하지 못했습니다. 잠시 기다렸다가 다시 시도하고, 계속 실패하면 계정 연결 상태와 GET /v1/logs를 확인하세요.',
  },
};

/**
 * For a code the catalogue marks `retryable`, the status's advice would disagree with the service
 * (a 503 says "wait and retry" while the target says `retryable: false`), so the advice follows
 * `retryable` instead: the target's kind, or a request's.
 */
const RETRYABLE_ADVICE: Record<'target' | 'request', Record<'true' | 'false', Record<HelpLocale, string>>> = {
  target: {
    true: {
      en: "Recorded on a post target's errorCode with retryable: true: a later try may work. Read the post (GET /v1/posts/{id}), then POST /v1/posts/{id}/retry re-sends the failed targets.",
      ko: '게시물 대상(target)의 errorCode에 retryable: true로 기록됩니다. 다음 시도는 성공할 수 있습니다. GET /v1/posts/{id}로 게시물을 읽은 뒤 POST /v1/posts/{id}/retry로 실패한 대상을 다시 보내세요.',
    },
    false: {
      en: "Recorded on a post target's errorCode with retryable: false: waiting will not help, nor sending the same again. Change what the message names first (the post, its options or the account), then POST /v1/posts/{id}/retry, or make a new post.",
      ko: '게시물 대상(target)의 errorCode에 retryable: false로 기록됩니다. 기다리거나 같은 것을 다시 보내도 해결되지 않습니다. 먼저 메시지가 가리키는 것(게시물, 옵션, 계정)을 고친 뒤 POST /v1/posts/{id}/retry를 호출하거나 새 게시물을 만드세요.',
    },
  },
  request: {
    true: {
      en: 'A later try may work (retryable: true): wait a little and try again; if it keeps failing, check the account connection and GET /v1/logs.',
      ko: '다음 시도는 성공할 수 있습니다(retryable: true). 잠시 기다렸다가 다시 시도하고, 계속 실패하면 계정 연결 상태와 GET /v1/logs를 확인하세요.',
    },
    false: {
      en: 'Waiting will not help (retryable: false): change what the message names first (the request, the account or the server setup), and only then send the request once more.',
      ko: '기다려도 해결되지 않습니다(retryable: false). 먼저 메시지가 가리키는 것(요청, 계정, 서버 설정)을 바꾼 뒤에만 요청을 다시 보내세요.',
    },
  },
};

/** Codes whose own advice says more than their `retryable` kind does. */
const CODE_ADVICE: Record<string, Record<HelpLocale, string>> = {
  platform_auth_error: {
    en: 'The channel refused our access even after the service refreshed the token once, so the target is retryable: false and waiting will not help. Connect the same account again (POST /v1/accounts/connect); its posts and id stay. Then POST /v1/posts/{id}/retry.',
    ko: '서비스가 토큰을 한 번 새로 고친 뒤에도 채널이 접근을 거절했으므로 대상은 retryable: false이며 기다려도 해결되지 않습니다. 같은 계정을 다시 연결하세요(POST /v1/accounts/connect). 게시물과 id는 그대로 남습니다. 그다음 POST /v1/posts/{id}/retry로 다시 보내세요.',
  },
  permission_denied: {
    en: 'The channel refused for a permission reason, so the target is retryable: false and waiting will not help. Check that the connected account may post there (its role on the page or group, the permissions granted at connect); connect it again granting them (POST /v1/accounts/connect), then POST /v1/posts/{id}/retry.',
    ko: '채널이 권한 문제로 거절했으므로 대상은 retryable: false이며 기다려도 해결되지 않습니다. 연결된 계정이 그곳에 게시할 수 있는지(페이지나 그룹에서의 역할, 연결할 때 허용한 권한) 확인하고, 권한을 허용해 다시 연결한 뒤(POST /v1/accounts/connect) POST /v1/posts/{id}/retry로 다시 보내세요.',
  },
  publish_unconfirmed: {
    en: 'The channel may hold the post though it never confirmed it; the target is retryable: false. Look on the channel first: if the post is not there, POST /v1/posts/{id}/retry with force: true sends it again.',
    ko: '채널이 확인하지 않았지만 게시물이 이미 올라갔을 수 있어 대상은 retryable: false입니다. 먼저 채널에서 확인하고, 게시물이 없을 때만 POST /v1/posts/{id}/retry에 force: true를 붙여 다시 보내세요.',
  },
};

/** The advice for a catalogue entry: its own, else its status's, or the nearest kind (4xx, 5xx). */
export function adviceFor(entry: CatalogueEntry, locale: HelpLocale, code?: string): string {
  if (code && CODE_ADVICE[code]) return CODE_ADVICE[code][locale];
  const status = entry.status;
  // A 4xx's own advice (fix the request) and a 429's (wait for Retry-After) agree with either.
  if (entry.retryable !== undefined && (status === 'target' || status >= 500))
    return RETRYABLE_ADVICE[status === 'target' ? 'target' : 'request'][`${entry.retryable}`][locale];
  const key = status === 'target' || ADVICE[status] ? String(status) : status >= 500 ? '503' : '400';
  return ADVICE[key][locale];
}
