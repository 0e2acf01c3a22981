import {
  ACCEPTED_TYPES,
  BYTES_PER_MB,
  DOWNLOAD_URL_TTL_MS,
  RECLAIM_AFTER_HOURS,
  SIZE_LIMITS,
  STALE_UPLOAD_MINUTES,
  STALE_UPLOADS_BLOCKING,
  UPLOAD_LINK_DEFAULT_FILES,
  UPLOAD_LINK_DEFAULT_MINUTES,
  UPLOAD_LINK_MAX_FILES,
  UPLOAD_LINK_MAX_MINUTES,
  UPLOAD_LINK_MIN_MINUTES,
  UPLOAD_URL_TTL_MS,
  URL_FETCH_MAX_REDIRECTS,
  URL_FETCH_TIMEOUT_MS,
  URL_VIDEO_SIZE_LIMIT,
} from '../../media/limits';
import { lines, type HelpEntry } from '../answer';

// The numbers come from core/media/limits.ts, so the answers change when the limits do.
const types = Object.keys(ACCEPTED_TYPES).join(', ');
const mb = (bytes: number) => bytes / BYTES_PER_MB;
const sizes = `image ${mb(SIZE_LIMITS.image)} MB, gif ${mb(SIZE_LIMITS.gif)} MB, video ${mb(SIZE_LIMITS.video)} MB, document ${mb(SIZE_LIMITS.document)} MB`;
const sizesKo = `이미지 ${mb(SIZE_LIMITS.image)}MB, GIF ${mb(SIZE_LIMITS.gif)}MB, 동영상 ${mb(SIZE_LIMITS.video)}MB, 문서 ${mb(SIZE_LIMITS.document)}MB`;
const uploadHours = UPLOAD_URL_TTL_MS / 3_600_000;
const downloadMinutes = DOWNLOAD_URL_TTL_MS / 60_000;

/** Hand-written answers for every media path (api/routers/media.ts). */
export function mediaGuides(): HelpEntry[] {
  return [
    {
      id: 'media-upload',
      category: 'publish',
      platform: null,
      codes: [
        'media_fields_required',
        'media_type_not_supported',
        'media_too_large',
        'upload_bytes_missing',
        'media_not_uploaded',
        'media_expired',
        'body_too_large',
        'media_store_failed',
        'media_not_publishable',
      ],
      text: {
        en: {
          title: 'How do I upload a photo or video file to attach to a post (presign, PUT, complete)?',
          body: lines(
            'Media is uploaded first and attached to a post by id:',
            '1. POST /v1/media {"fileName": "cat.jpg", "contentType": "image/jpeg", "bytes": 123456} answers 201 {id, uploadUrl, method: "PUT", headers, expiresAt}.',
            `2. PUT the file's bytes to \`uploadUrl\` with those headers (no API key; the URL works ${uploadHours} hours and takes at most the declared size, else body_too_large).`,
            '3. POST /v1/media/{id}/complete reads the bytes (type, size, dimensions, duration) and makes the media `ready`; before that a post using it answers media_not_uploaded.',
            '4. Put the id in `mediaIds` of POST /v1/posts.',
            `Types: ${types}. Largest file: ${sizes}. The type is read from the bytes, not the name: a mismatch is media_type_not_supported; too big is media_too_large with \`limit\` and \`actual\`.`,
            `Missing fields answer media_fields_required; when only the size is unknown it says \`reason: bytes_unknown\` and \`nextStep: media_upload_link\` (use an upload link). A media never completed is reclaimed after ${RECLAIM_AFTER_HOURS} hours (media_expired); with ${STALE_UPLOADS_BLOCKING} presigns that got no bytes for ${STALE_UPLOAD_MINUTES} minutes, a new presign answers upload_bytes_missing.`,
            'Documents (PDF, HWP, HWPX) are for DM automations only: in `mediaIds` they answer media_not_publishable.',
          ),
        },
        ko: {
          title: '게시물에 붙일 사진이나 동영상 파일은 어떻게 업로드하나요? (presign, PUT, complete)',
          body: lines(
            '미디어는 먼저 업로드한 뒤 id로 게시물에 붙입니다.',
            '1. POST /v1/media {"fileName": "cat.jpg", "contentType": "image/jpeg", "bytes": 123456}를 보내면 201 {id, uploadUrl, method: "PUT", headers, expiresAt}를 돌려줍니다.',
            `2. 파일 바이트를 그 headers와 함께 \`uploadUrl\`로 PUT 하세요(API 키 불필요, URL은 ${uploadHours}시간 동안 유효하며 선언한 크기까지만 받고 넘으면 body_too_large).`,
            '3. POST /v1/media/{id}/complete가 바이트를 읽어(형식, 크기, 해상도, 길이) 미디어를 `ready`로 만듭니다. 그 전에 게시물에 쓰면 media_not_uploaded입니다.',
            '4. 그 id를 POST /v1/posts의 `mediaIds`에 넣으세요.',
            `형식: ${types}. 최대 크기: ${sizesKo}. 형식은 파일 이름이 아니라 바이트로 판단하므로 다르면 media_type_not_supported, 너무 크면 \`limit\`과 \`actual\`이 담긴 media_too_large입니다.`,
            `필드가 빠지면 media_fields_required이며, 크기만 모를 때는 \`reason: bytes_unknown\`과 \`nextStep: media_upload_link\`(업로드 링크 사용)를 알려 줍니다. complete하지 않은 미디어는 ${RECLAIM_AFTER_HOURS}시간 뒤 회수되고(media_expired), ${STALE_UPLOAD_MINUTES}분 넘게 바이트를 받지 못한 presign이 ${STALE_UPLOADS_BLOCKING}개 있으면 새 presign은 upload_bytes_missing입니다.`,
            '문서(PDF, HWP, HWPX)는 DM 자동화에만 쓸 수 있으며, `mediaIds`에 넣으면 media_not_publishable입니다.',
          ),
        },
      },
    },
    {
      id: 'media-from-url',
      category: 'publish',
      platform: null,
      codes: [
        'media_url_invalid',
        'media_url_blocked',
        'media_url_unreachable',
        'media_too_large',
        'media_type_not_supported',
        'media_store_failed',
      ],
      text: {
        en: {
          title: 'How do I add media from a URL (POST /v1/media/from-url)?',
          body: lines(
            'POST /v1/media/from-url {"url": "https://example.com/cat.jpg", "fileName": "cat.jpg"} fetches the file and answers 201 with the media, already `ready`: put its id in `mediaIds`.',
            `Only public https addresses (media_url_invalid, media_url_blocked for private or loopback ones). A host that does not answer within ${URL_FETCH_TIMEOUT_MS / 1000} s, redirects more than ${URL_FETCH_MAX_REDIRECTS} times or answers an error is media_url_unreachable.`,
            `A video fetched by URL may be at most ${mb(URL_VIDEO_SIZE_LIMIT)} MB (media_too_large); larger videos go through presign or an upload link.`,
          ),
        },
        ko: {
          title: 'URL로 미디어를 추가하려면? (POST /v1/media/from-url)',
          body: lines(
            'POST /v1/media/from-url {"url": "https://example.com/cat.jpg", "fileName": "cat.jpg"}는 파일을 가져와 이미 `ready`인 미디어로 201을 돌려줍니다. 그 id를 `mediaIds`에 넣으세요.',
            `공개 https 주소만 됩니다(https가 아니면 media_url_invalid, 사설·루프백 주소는 media_url_blocked). 호스트가 ${URL_FETCH_TIMEOUT_MS / 1000}초 안에 응답하지 않거나, ${URL_FETCH_MAX_REDIRECTS}번 넘게 리디렉션하거나, 오류로 응답하면 media_url_unreachable입니다.`,
            `URL로 가져오는 동영상은 최대 ${mb(URL_VIDEO_SIZE_LIMIT)}MB이며(media_too_large), 더 큰 동영상은 presign이나 업로드 링크로 올리세요.`,
          ),
        },
      },
    },
    {
      id: 'media-upload-links',
      category: 'publish',
      platform: null,
      codes: [
        'upload_session_not_found',
        'upload_session_full',
        'media_type_not_supported',
        'media_too_large',
      ],
      text: {
        en: {
          title: 'How do I let someone upload files without an API key (upload links)?',
          body: lines(
            `POST /v1/media/upload-links {"maxFiles": ${UPLOAD_LINK_DEFAULT_FILES}, "expiresInMinutes": ${UPLOAD_LINK_DEFAULT_MINUTES}} answers 201 {id, url, maxFiles, expiresAt, files}. maxFiles is 1-${UPLOAD_LINK_MAX_FILES}, expiresInMinutes ${UPLOAD_LINK_MIN_MINUTES}-${UPLOAD_LINK_MAX_MINUTES}.`,
            'Whoever has the `url` uploads each file with PUT {url}/{fileName} (the name URL-encoded), the file as the body and its Content-Type (and Content-Length) as headers; each answers 201 with the ready media. No key and no size in advance are needed.',
            'GET /v1/media/upload-links/{id} lists the files received so far; use their ids in `mediaIds`.',
            'A link that expired or whose key was revoked answers 404 upload_session_not_found; one more file than maxFiles answers 422 upload_session_full.',
          ),
        },
        ko: {
          title: 'API 키 없이 다른 사람이 파일을 올리게 하려면? (업로드 링크)',
          body: lines(
            `POST /v1/media/upload-links {"maxFiles": ${UPLOAD_LINK_DEFAULT_FILES}, "expiresInMinutes": ${UPLOAD_LINK_DEFAULT_MINUTES}}는 201 {id, url, maxFiles, expiresAt, files}를 돌려줍니다. maxFiles는 1-${UPLOAD_LINK_MAX_FILES}, expiresInMinutes는 ${UPLOAD_LINK_MIN_MINUTES}-${UPLOAD_LINK_MAX_MINUTES}입니다.`,
            '`url`을 가진 사람은 파일마다 PUT {url}/{파일 이름}(이름은 URL 인코딩)으로 본문에 파일을, 헤더에 Content-Type(과 Content-Length)을 넣어 올리며, 각각 준비된 미디어로 201을 돌려줍니다. 키도, 미리 알려 줄 크기도 필요 없습니다.',
            'GET /v1/media/upload-links/{id}가 지금까지 받은 파일을 보여 주니, 그 id를 `mediaIds`에 쓰세요.',
            '만료되었거나 만든 키가 폐기된 링크는 404 upload_session_not_found, maxFiles보다 많이 올리면 422 upload_session_full입니다.',
          ),
        },
      },
    },
    {
      id: 'media-manage',
      category: 'publish',
      platform: null,
      codes: [
        'media_not_found',
        'media_in_use',
        'media_delete_failed',
        'media_expired',
        'workspace_mismatch',
      ],
      text: {
        en: {
          title: 'How do I read, download or delete an uploaded media file?',
          body: lines(
            `GET /v1/media/{id} answers the media record: status, kind, type, bytes, width, height, duration, and when it is ready a signed download \`url\` that works ${downloadMinutes} minutes without a key (GET or HEAD, with \`Range\` for part of the file).`,
            'DELETE /v1/media/{id} removes the record and the file. A post using it makes that 409 media_in_use: delete the post first. 503 media_delete_failed keeps the record; send again.',
            'An unknown id is 404 media_not_found; an id in another workspace your key reaches is 404 workspace_mismatch, naming the workspace to send in x-service-workspace.',
          ),
        },
        ko: {
          title: '올린 미디어 파일은 어떻게 조회, 다운로드, 삭제하나요?',
          body: lines(
            `GET /v1/media/{id}는 미디어 기록(상태, 종류, 형식, 크기, 폭, 높이, 길이)을 돌려주고, 준비된 미디어에는 키 없이 ${downloadMinutes}분 동안 쓸 수 있는 서명된 다운로드 \`url\`을 붙입니다(GET 또는 HEAD, 일부만 받으려면 \`Range\`).`,
            'DELETE /v1/media/{id}는 기록과 파일을 지웁니다. 게시물이 쓰고 있으면 409 media_in_use이니 게시물을 먼저 지우세요. 503 media_delete_failed면 기록이 남아 있으니 다시 보내세요.',
            '없는 id는 404 media_not_found이고, 키가 닿는 다른 워크스페이스의 id는 404 workspace_mismatch이며 x-service-workspace에 보낼 워크스페이스를 알려 줍니다.',
          ),
        },
      },
    },
  ];
}
