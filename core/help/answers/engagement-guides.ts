import { lines, type HelpEntry } from '../answer';

/** Hand-written answers about answering what was published: engagement and comment-to-DM automations. */
export function engagementGuides(): HelpEntry[] {
  return [
    {
      id: 'engage-reply',
      category: 'publish',
      platform: null,
      codes: ['target_required', 'bad_post_ref', 'post_not_owned', 'post_not_in_recent', 'empty_reply'],
      text: {
        en: {
          title: 'How do I like, reply, follow or hide a reply?',
          body: lines(
            'POST /v1/engagement/like, /reply, /follow and /hide (DELETE undoes a like, follow or hide; DELETE /v1/engagement/replies/{id} deletes our reply).',
            'The target is `postId` (our post id or a post link), with `replyId` for a reply under it (its externalId from GET /v1/posts/{id}/thread), or `ownerHandle` + `externalId` of a post of a connected account; `accountId` when several accounts could act.',
            "Each channel does what its platform allows (GET /v1/platforms rows like, reply, follow, hideReply); anything else is not_supported with the row's sentence.",
            'A reply is never sent twice: after a lost answer it is looked up on the channel, or ends publish_unconfirmed and is sent again only with `force: true`.',
          ),
        },
        ko: {
          title: '좋아요, 답글, 팔로우, 답글 숨기기는 어떻게 하나요?',
          body: lines(
            'POST /v1/engagement/like, /reply, /follow, /hide를 보내세요(DELETE는 좋아요, 팔로우, 숨기기를 취소하고, DELETE /v1/engagement/replies/{id}는 우리 답글을 지웁니다).',
            '대상은 `postId`(우리 게시물 id 또는 게시물 링크)와, 그 아래 답글이면 `replyId`(GET /v1/posts/{id}/thread의 externalId), 또는 연결된 계정 게시물의 `ownerHandle` + `externalId`입니다. 여러 계정이 할 수 있으면 `accountId`를 주세요.',
            '채널마다 플랫폼이 허용하는 것만 합니다(GET /v1/platforms의 like, reply, follow, hideReply 행). 나머지는 그 행의 문장과 함께 not_supported입니다.',
            '답글은 두 번 보내지 않습니다. 응답을 잃으면 채널에서 찾아보고, 찾을 수 없으면 publish_unconfirmed로 끝나며 `force: true`로만 다시 보냅니다.',
          ),
        },
      },
    },
    {
      id: 'dm-automation',
      category: 'dm',
      platform: null,
      codes: ['next_post_taken', 'automation_not_live', 'past_comments_no_trigger', 'past_comments_no_post'],
      text: {
        en: {
          title: 'How do I send a DM to everyone who comments a keyword?',
          body: lines(
            'POST /v1/automations {"accountId": "<photo or social account>", "trigger": {"kind": "next_post", "keywords": ["link"]}, "deliver": {"message": "...", "link": "https://..."}}, then POST /v1/automations/{id}/enable.',
            "The trigger is one post of ours (`post`), the account's next post (`next_post`, one per account) or any post (`any_post`); keywords match exact or contains, ignoring case; none means every comment.",
            'Each comment is answered once with the one private reply the platform allows, within its 7 days; GET /v1/automations/{id}/deliveries shows who got what. POST .../past-comments goes back through the comments already there.',
          ),
        },
        ko: {
          title: '키워드로 댓글을 단 사람에게 DM을 보내려면?',
          body: lines(
            'POST /v1/automations {"accountId": "<photo 또는 social 계정>", "trigger": {"kind": "next_post", "keywords": ["link"]}, "deliver": {"message": "...", "link": "https://..."}}를 만든 뒤 POST /v1/automations/{id}/enable로 켜세요.',
            '트리거는 우리 게시물 하나(`post`), 계정의 다음 게시물(`next_post`, 계정마다 하나), 모든 게시물(`any_post`)입니다. 키워드는 정확히 또는 포함으로, 대소문자 구분 없이 맞추며, 없으면 모든 댓글입니다.',
            '댓글마다 플랫폼이 허용하는 비공개 답장을 7일 안에 한 번만 보냅니다. 누가 무엇을 받았는지는 GET /v1/automations/{id}/deliveries에 있습니다. 이미 달린 댓글은 POST .../past-comments로 보냅니다.',
          ),
        },
      },
    },
  ];
}
