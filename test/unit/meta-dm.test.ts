import { WebhookSignatureError } from '../../core/channels/dm';
import { metaDm, signMetaBody } from '../../core/channels/meta-dm';

/** Meta's comment webhooks as the photo (instagram) and social (page) channels read them. */
describe('meta comment webhooks', () => {
  const secret = 'app-secret';
  const apiError = (err: Error) => err;
  const instagram = metaDm({ object: 'instagram', token: () => '', apiError });
  const page = metaDm({ object: 'page', token: () => '', apiError });
  const signed = (body: string, key = secret) => ({ 'x-hub-signature-256': signMetaBody(body, key) });

  const igBody = JSON.stringify({
    object: 'instagram',
    entry: [
      {
        id: '1784',
        time: 1_790_000_000,
        changes: [
          {
            field: 'comments',
            value: { id: '1790', text: 'link', from: { id: '55', username: 'ann' }, media: { id: '1788' } },
          },
          { field: 'mentions', value: { media_id: '1' } },
        ],
      },
    ],
  });

  it('refuses a body whose signature is made with another secret, or missing', () => {
    expect(() => instagram.parseWebhook(signed(igBody, 'other'), igBody, secret)).toThrow(
      WebhookSignatureError,
    );
    expect(() => instagram.parseWebhook({}, igBody, secret)).toThrow(WebhookSignatureError);
    // One byte changed after signing.
    expect(() => instagram.parseWebhook(signed(igBody), igBody.replace('link', 'lunk'), secret)).toThrow(
      WebhookSignatureError,
    );
  });

  it('reads Instagram `comments` changes, and nothing of other fields or objects', () => {
    expect(instagram.parseWebhook(signed(igBody), igBody, secret)).toEqual([
      {
        accountExternalId: '1784',
        commentId: '1790',
        postExternalId: '1788',
        text: 'link',
        commenterId: '55',
        commenterHandle: 'ann',
        createdAt: new Date(1_790_000_000_000).toISOString(),
      },
    ]);
    expect(page.parseWebhook(signed(igBody), igBody, secret)).toEqual([]);
  });

  it('reads Page `feed` changes that add a comment, not other verbs or items', () => {
    const change = (value: Record<string, unknown>) => ({ field: 'feed', value });
    const body = JSON.stringify({
      object: 'page',
      entry: [
        {
          id: '900',
          time: 1_790_000_100,
          changes: [
            change({
              item: 'comment',
              verb: 'add',
              comment_id: '12_34',
              post_id: '900_12',
              from: { id: '77', name: 'Bo' },
              message: 'LINK',
              created_time: 1_790_000_050,
            }),
            change({ item: 'comment', verb: 'remove', comment_id: '12_35', post_id: '900_12' }),
            change({ item: 'reaction', verb: 'add', post_id: '900_12' }),
          ],
        },
      ],
    });
    expect(page.parseWebhook(signed(body), body, secret)).toEqual([
      {
        accountExternalId: '900',
        commentId: '12_34',
        postExternalId: '900_12',
        text: 'LINK',
        commenterId: '77',
        commenterHandle: 'Bo',
        createdAt: new Date(1_790_000_050_000).toISOString(),
      },
    ]);
  });
});
