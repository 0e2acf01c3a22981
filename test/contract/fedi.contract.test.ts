import { FediPlugin } from '../../plugins/fedi';
import { runPluginContract } from './plugin-contract-kit';

runPluginContract(new FediPlugin(), {
  realLink: /^http:\/\/127\.0\.0\.1:\d+\/@contract_kit\/\d+$/,
  idempotentSendKey: true,
  valid: [
    { name: 'plain text', draft: { text: 'Hello from fedi' } },
    {
      name: 'a long link counts as 23',
      draft: { text: `${'a'.repeat(470)} https://example.org/${'p'.repeat(200)}` },
    },
    {
      name: 'a content warning, a visibility and a language',
      draft: { options: { spoilerText: 'spoilers', visibility: 'unlisted', language: 'en' } },
    },
  ],
  invalid: [
    {
      name: 'a topic tag',
      draft: { topicTag: 'news' },
      codes: ['topic_tag_not_supported'],
      extra: { platform: 'fedi' },
    },
    {
      name: "over the instance's own limit read at connect",
      draft: { text: 'a'.repeat(101), account: { metadata: { maxCharacters: 100 } } },
      codes: ['content_too_long'],
      extra: { platform: 'fedi', limit: 100, actual: 101 },
    },
  ],
  failures: [
    { kind: 'server_error', code: 'platform_error', retryable: true },
    { kind: 'rate_limit', code: 'platform_error', retryable: true, retryAfterSeconds: 7 },
    { kind: 'auth', code: 'platform_auth_error', retryable: false },
  ],
  metrics: {
    engage: { likes: 3, reposts: 2 },
    // The two replies the kit adds are counted too.
    expect: { likes: 3, reposts: 2, replies: 2 },
  },
});
