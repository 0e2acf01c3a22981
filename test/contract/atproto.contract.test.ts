import type { EmulatedPost } from '../../core/channels/plugin';
import { AtprotoPlugin } from '../../plugins/atproto';
import { runPluginContract } from './plugin-contract-kit';

const plugin = new AtprotoPlugin();

runPluginContract(plugin, {
  realLink: /^https:\/\/bsky\.app\/profile\/contract_kit\/post\/[a-z2-7]{13}$/,
  valid: [
    { name: 'plain text', draft: { text: 'Hello from atproto' } },
    // 300 graphemes of 4 bytes each: 1200 bytes, under both limits.
    { name: '300 emoji (the grapheme limit)', draft: { text: '🙂'.repeat(300) } },
  ],
  invalid: [
    {
      name: 'a topic tag',
      draft: { topicTag: 'news' },
      codes: ['topic_tag_not_supported'],
      extra: { platform: 'atproto' },
    },
    {
      name: '301 emoji',
      draft: { text: '🙂'.repeat(301) },
      codes: ['content_too_long'],
      extra: { platform: 'atproto', limit: 300, actual: 301 },
    },
    {
      // 150 family emoji are 150 graphemes but 25 bytes each: over the record's 3000 bytes.
      name: 'few graphemes, too many bytes',
      draft: { text: '👨‍👩‍👧‍👦'.repeat(150) },
      codes: ['content_too_long'],
      extra: { platform: 'atproto', limit: 3000, actual: 3750 },
    },
    {
      name: 'a video',
      draft: {
        mediaIds: ['v1'],
        media: [{ id: 'v1', kind: 'video', contentType: 'video/mp4', bytes: 1000 }],
      },
      codes: ['media_type_not_supported'],
      extra: { platform: 'atproto', mediaId: 'v1' },
    },
    {
      name: 'an image over 1,000,000 bytes',
      draft: {
        mediaIds: ['i1'],
        media: [{ id: 'i1', kind: 'image', contentType: 'image/jpeg', bytes: 1_000_001 }],
      },
      codes: ['media_too_large'],
      extra: { platform: 'atproto', mediaId: 'i1', limit: 1_000_000, actual: 1_000_001 },
    },
  ],
  failures: [
    { kind: 'server_error', code: 'platform_error', retryable: true },
    { kind: 'rate_limit', code: 'platform_error', retryable: true, retryAfterSeconds: 7 },
    { kind: 'auth', code: 'platform_auth_error', retryable: false },
  ],
  idempotentSendKey: true,
  rootOf: (post: EmulatedPost) => (post.rootId as string | undefined) ?? undefined,
  metrics: {
    engage: { likes: 3, reposts: 2, quotes: 1 },
    expect: { likes: 3, reposts: 2, quotes: 1, replies: 2 },
  },
});
