import { createHash } from 'node:crypto';
import { ChatEmulator } from '../../plugins/chat/emulator';
import { chatSandboxAccount } from '../../plugins/chat/sandbox';
import { TestMediaServer } from '../contract/plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

describe('chat emulator: media by URL', () => {
  const emulator = new ChatEmulator();
  const account = chatSandboxAccount('media_test');
  const chat_id = account.externalAccountId;
  const files = new TestMediaServer();
  let server: Listening;
  let base: string;

  beforeAll(async () => {
    await files.start();
    server = await serveEmulator(emulator);
    base = server.url;
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    await files.stop();
    await server.close();
  });

  async function call(method: string, body: object) {
    const res = await fetch(`${base}/bot${account.credentials.botToken}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const refused = (description: string) => ({
    status: 400,
    body: { ok: false, error_code: 400, description },
  });
  const BAD_FILE = refused('Bad Request: wrong file identifier/HTTP URL specified');
  const photo = (id: string, bytes = 512) =>
    files.add(id, { kind: 'image', contentType: 'image/jpeg', bytes });

  it('fetches a photo, keeps its hash and size, and answers a Message with the caption', async () => {
    const body = Buffer.from('not really a jpeg, but exact bytes');
    const file = files.add('exact.jpg', { kind: 'image', contentType: 'image/jpeg', body });
    const res = await call('sendPhoto', { chat_id, photo: file.url, caption: 'look' });
    expect(res).toEqual({
      status: 200,
      body: { ok: true, result: expect.objectContaining({ message_id: 1, caption: 'look' }) },
    });
    expect(emulator.posts()[0]).toMatchObject({
      text: 'look',
      media: {
        kind: 'photo',
        url: file.url,
        sha256: createHash('sha256').update(body).digest('hex'),
        size: body.length,
      },
    });
  });

  it('refuses a URL that does not answer 200, a refused connection, and a non-URL', async () => {
    const file = photo('present.jpg');
    expect(await call('sendPhoto', { chat_id, photo: `${file.url}-absent` })).toEqual(BAD_FILE);
    expect(await call('sendVideo', { chat_id, video: 'http://127.0.0.1:1/x.mp4' })).toEqual(BAD_FILE);
    expect(await call('sendAnimation', { chat_id, animation: 'file-id-123' })).toEqual(BAD_FILE);
    expect(emulator.posts()).toHaveLength(0);
  });

  it('takes a caption of 1024 characters and refuses 1025', async () => {
    const file = photo('cap.jpg');
    expect(await call('sendPhoto', { chat_id, photo: file.url, caption: 'x'.repeat(1025) })).toEqual(
      refused('Bad Request: message caption is too long'),
    );
    expect((await call('sendPhoto', { chat_id, photo: file.url, caption: 'x'.repeat(1024) })).status).toBe(
      200,
    );
    expect(emulator.posts()).toHaveLength(1);
  });

  it('sends an album of 2-10 as consecutive messages and refuses 1 or 11', async () => {
    const entries = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        type: i % 2 === 0 ? 'photo' : 'video',
        media: photo(`album${i}.jpg`, 100 + i).url,
        ...(i === 0 ? { caption: 'album' } : {}),
      }));
    const tooFew = refused('Bad Request: media group must have 2-10 items');
    expect(await call('sendMediaGroup', { chat_id, media: entries(1) })).toEqual(tooFew);
    expect(await call('sendMediaGroup', { chat_id, media: entries(11) })).toEqual(tooFew);

    const res = await call('sendMediaGroup', { chat_id, media: entries(10) });
    expect(res.status).toBe(200);
    const result = res.body.result as Array<{ message_id: number; caption?: string }>;
    expect(result.map((m) => m.message_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result[0].caption).toBe('album');
    expect(emulator.posts().map((p) => (p.media as { size: number }).size)).toEqual(
      Array.from({ length: 10 }, (_, i) => 100 + i),
    );
  });

  it('stores nothing of an album when one of its files cannot be fetched', async () => {
    const media = [
      { type: 'photo', media: photo('ok.jpg').url },
      { type: 'photo', media: `${photo('ok2.jpg').url}-absent` },
    ];
    expect(await call('sendMediaGroup', { chat_id, media })).toEqual(BAD_FILE);
    expect(emulator.posts()).toHaveLength(0);
  });

  it('edits a caption, not text, of a media message, and the text, not caption, of a text one', async () => {
    const file = photo('edit.jpg');
    await call('sendPhoto', { chat_id, photo: file.url, caption: 'old' });
    await call('sendMessage', { chat_id, text: 'words' });

    expect(await call('editMessageText', { chat_id, message_id: 1, text: 'new' })).toEqual(
      refused('Bad Request: there is no text in the message to edit'),
    );
    expect(await call('editMessageCaption', { chat_id, message_id: 2, caption: 'new' })).toEqual(
      refused('Bad Request: there is no caption in the message to edit'),
    );
    expect(await call('editMessageCaption', { chat_id, message_id: 1, caption: 'old' })).toEqual(
      refused('Bad Request: message is not modified'),
    );
    expect(await call('editMessageCaption', { chat_id, message_id: 1, caption: 'x'.repeat(1025) })).toEqual(
      refused('Bad Request: message caption is too long'),
    );
    const ok = await call('editMessageCaption', { chat_id, message_id: 1, caption: 'new' });
    expect(ok.body.result).toMatchObject({ message_id: 1, caption: 'new', edit_date: expect.any(Number) });
    expect(emulator.posts()[0]).toMatchObject({ text: 'new', editedAt: expect.any(String) });
  });
});
