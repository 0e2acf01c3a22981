import { MicroPlugin } from '../../plugins/micro';
import { runPluginContract } from './plugin-contract-kit';

const cjk = (n: number): string => '字'.repeat(n);
const url100 = `https://example.com/${'a'.repeat(80)}`;

runPluginContract(new MicroPlugin(), {
  valid: [
    { name: 'plain text', draft: { text: 'Hello from the contract kit' } },
    { name: 'exactly 280 ASCII characters', draft: { text: 'a'.repeat(280) } },
    { name: '140 CJK characters weigh 280', draft: { text: cjk(140) } },
    // 23 for the URL + 1 space + 256 letters = 280, though the raw text is 357 characters.
    { name: 'a 100-character URL counts 23', draft: { text: `${url100} ${'b'.repeat(256)}` } },
    {
      name: 'a chain of items each within the limit',
      draft: {
        text: 'a'.repeat(280),
        threadItems: [
          { text: 'a'.repeat(280), mediaIds: [] },
          { text: cjk(140), mediaIds: [] },
          { text: 'third and last', mediaIds: [] },
        ],
      },
    },
  ],
  invalid: [
    {
      name: '281 ASCII characters',
      draft: { text: 'a'.repeat(281) },
      codes: ['content_too_long'],
      extra: { platform: 'micro', limit: 280, actual: 281 },
    },
    {
      name: '141 CJK characters',
      draft: { text: cjk(141) },
      codes: ['content_too_long'],
      extra: { platform: 'micro', limit: 280, actual: 282 },
    },
    {
      name: '141 emoji',
      draft: { text: '😀'.repeat(141) },
      codes: ['content_too_long'],
      extra: { platform: 'micro', limit: 280, actual: 282 },
    },
    {
      name: 'a chain whose second item is too long',
      draft: {
        threadItems: [
          { text: 'fine', mediaIds: [] },
          { text: 'a'.repeat(281), mediaIds: [] },
        ],
      },
      codes: ['content_too_long'],
      extra: { platform: 'micro', limit: 280, actual: 281, item: 1 },
    },
    {
      name: 'a topic tag',
      draft: { topicTag: 'news' },
      codes: ['topic_tag_not_supported'],
      extra: { platform: 'micro' },
    },
    {
      name: 'long text and a topic tag',
      draft: { text: 'a'.repeat(300), topicTag: 'news' },
      codes: ['content_too_long', 'topic_tag_not_supported'],
      extra: { platform: 'micro', limit: 280, actual: 300 },
    },
  ],
  // rate_limit's retryAfterSeconds (about 900) depends on the clock's second boundary, so it is
  // checked with a tolerance in test/unit/micro-emulator.test.ts instead of exactly here.
  failures: [
    { kind: 'server_error', code: 'platform_error', retryable: true },
    { kind: 'rate_limit', code: 'platform_error', retryable: true },
    { kind: 'auth', code: 'platform_auth_error', retryable: false },
    { kind: 'duplicate', code: 'platform_rejected_content', retryable: false },
    { kind: 'forbidden', code: 'permission_denied', retryable: false },
    { kind: 'invalid', code: 'platform_rejected_content', retryable: false },
  ],
});
