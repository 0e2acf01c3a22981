import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import dnsPromises from 'node:dns/promises';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../core/auth/auth-context';
import type { Workspace } from '../../core/entities';
import { Media } from '../../core/entities';
import { UrlFetcher } from '../../core/media/url-fetch';
import { MediaFromUrlService } from '../../core/services/media/media-from-url-service';
import { MediaService } from '../../core/services/media/media-service';
import { KeyService } from '../../core/services/people/key-service';
import { startHarness, type Harness } from '../support/harness';
import * as f from '../support/media-files';
import { toolPresent } from '../support/tools';

const MB = 1024 * 1024;

/** A self-signed certificate for 127.0.0.1, made now with openssl. */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:media.test',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem')),
      cert: fs.readFileSync(path.join(dir, 'cert.pem')),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('media from a URL (POST /v1/media/from-url)', () => {
  let h: Harness;
  const call = (body: unknown) =>
    h.call('POST', '/v1/media/from-url', body, { headers: { 'x-service-workspace': 'demo' } });

  beforeAll(async () => {
    h = await startHarness({ worker: false });
  });
  afterAll(() => h.close());

  describe('refused by the strict fetcher behind the route', () => {
    it('http:// is 422 media_url_invalid', async () => {
      const res = await call({ url: 'http://example.com/a.jpg' });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('media_url_invalid');
    });

    it.each([
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.0.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/x',
      'https://media.localhost/x',
    ])('%s is 422 media_url_blocked', async (url) => {
      const res = await call({ url });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('media_url_blocked');
    });

    it('a name that resolves to 127.0.0.1 (localhost) is blocked after resolution, naming the address', async () => {
      const res = await call({ url: 'https://localhost/x' });
      expect(res.body.error.code).toBe('media_url_blocked');
      expect(['127.0.0.1', '::1']).toContain(res.body.error.address);
      expect(res.body.error.message).toMatch(/resolves to/);
    });

    it('an unresolvable host is 422 media_url_unreachable', async () => {
      const res = await call({ url: 'https://nothing.invalid/x.jpg' });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('media_url_unreachable');
      expect(res.body.error.message).toContain('nothing.invalid');
    });

    it('needs a url: 400 invalid_params naming it', async () => {
      const res = await call({});
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_params');
      expect(res.body.error.message).toContain('url');
    });
  });

  const present = toolPresent('openssl', 'the media-from-URL cases served over https');
  const overHttps = present ? describe : describe.skip;
  overHttps('from an https server on 127.0.0.1 (self-signed, allowed in a test fetcher)', () => {
    const jpeg = f.jpeg(640, 480, { padTo: 5000 });
    let server: https.Server;
    let base: string;
    let fetcher: UrlFetcher;
    let busyHits = 0;
    let auth: AuthContext;
    let workspace: Workspace;
    let tls: { key: Buffer; cert: Buffer };

    beforeAll(async () => {
      tls = selfSigned();
      server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
        const redirect = (to: string) => res.writeHead(302, { location: to }).end();
        switch (req.url) {
          case '/photo.jpg':
            return res
              .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length })
              .end(jpeg);
          case '/missing':
            return res.writeHead(404, 'Not Found').end('no such file');
          case '/huge':
            res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(20 * MB) });
            return res.write(jpeg.subarray(0, 100));
          case '/endless':
            res.writeHead(200, { 'content-type': 'image/jpeg' });
            res.write(jpeg.subarray(0, 100));
            return res.end(Buffer.alloc(9 * MB));
          case '/text':
            return res.writeHead(200, { 'content-type': 'text/plain' }).end('just words, not an image');
          case '/to-private':
            return redirect('https://10.0.0.1/x');
          case '/to-http':
            return redirect(`http://127.0.0.1:${(server.address() as AddressInfo).port}/photo.jpg`);
          case '/to-photo':
            return redirect('/photo.jpg');
          case '/loop':
            return redirect('/loop');
          case '/busy':
            if (busyHits++ === 0) return res.writeHead(429, { 'retry-after': '1' }).end();
            return redirect('/photo.jpg');
          default:
            return res.writeHead(500).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
      fetcher = new UrlFetcher({ allowHosts: ['127.0.0.1'], ca: tls.cert, timeoutMs: 5000 });
      await RequestContext.create(h.orm.em, async () => {
        auth = await h.container.resolve(KeyService).authenticate(`Bearer ${h.apiKey}`);
      });
      workspace = auth.workspaces.find((w) => w.name !== 'Other') ?? auth.workspaces[0];
    });
    afterAll(async () => {
      if (!server) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    const fromUrl = (url: string, fileName?: string) =>
      h.container.resolve(MediaFromUrlService).fromUrl(auth, workspace, { url, fileName }, fetcher);

    it('the strict route still blocks that server (127.0.0.1)', async () => {
      const res = await call({ url: `${base}/photo.jpg` });
      expect(res.body.error.code).toBe('media_url_blocked');
    });

    it('fetches, stores and probes a JPEG: the ready record', async () => {
      const media = await fromUrl(`${base}/photo.jpg`);
      expect(media).toMatchObject({
        id: expect.stringMatching(/^med_/),
        status: 'ready',
        fileName: 'photo.jpg',
        contentType: 'image/jpeg',
        detectedType: 'image/jpeg',
        kind: 'image',
        width: 640,
        height: 480,
        bytes: jpeg.length,
        sha256: createHash('sha256').update(jpeg).digest('hex'),
      });
      const file = await fetch(media.url!);
      expect(Buffer.from(await file.arrayBuffer()).equals(jpeg)).toBe(true);
      const got = await h.container.resolve(MediaService).get(auth, workspace, media.id);
      expect(got.status).toBe('ready');
    });

    it('follows a redirect on the same host, and keeps the given file name', async () => {
      const media = await fromUrl(`${base}/to-photo`, 'mine.jpg');
      expect(media).toMatchObject({ status: 'ready', fileName: 'mine.jpg', width: 640 });
    });

    it('connects to the checked address itself, and tries the next one once when no connection opens', async () => {
      // "media.test" exists only in this stubbed resolver: the request can only reach the server if
      // it goes to the addresses checked, never to a second lookup. 127.0.0.2 refuses; 127.0.0.1 serves.
      const lookup = jest.spyOn(dnsPromises, 'lookup').mockResolvedValue([
        { address: '127.0.0.2', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ] as never);
      try {
        const port = (server.address() as AddressInfo).port;
        const pinned = new UrlFetcher({ allowHosts: ['media.test'], ca: tls.cert, timeoutMs: 5000 });
        const media = await h.container
          .resolve(MediaFromUrlService)
          .fromUrl(auth, workspace, { url: `https://media.test:${port}/photo.jpg` }, pinned);
        expect(media).toMatchObject({ status: 'ready', width: 640 });
        expect(lookup).toHaveBeenCalledTimes(1);
        // Without allowHosts, the same answer is refused: one address is loopback.
        await expect(
          new UrlFetcher({ timeoutMs: 5000 }).open(`https://media.test:${port}/photo.jpg`),
        ).rejects.toMatchObject({ code: 'media_url_blocked' });
      } finally {
        lookup.mockRestore();
      }
    });

    it('a 429 with Retry-After: 1 is retried once', async () => {
      const media = await fromUrl(`${base}/busy`);
      expect(media.status).toBe('ready');
      expect(busyHits).toBe(2);
    });

    it('a 404 is media_url_unreachable with the status line', async () => {
      const err = await fromUrl(`${base}/missing`).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'media_url_unreachable' });
      expect((err as Error).message).toContain('404 Not Found');
    });

    it('a redirect to a private address is media_url_blocked', async () => {
      await expect(fromUrl(`${base}/to-private`)).rejects.toMatchObject({ code: 'media_url_blocked' });
    });

    it('a redirect to http:// is media_url_invalid', async () => {
      await expect(fromUrl(`${base}/to-http`)).rejects.toMatchObject({ code: 'media_url_invalid' });
    });

    it('more than 5 redirects is media_url_unreachable', async () => {
      const err = await fromUrl(`${base}/loop`).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'media_url_unreachable' });
      expect((err as Error).message).toContain('redirected more than 5 times');
    });

    it('a Content-Length over the cap is media_too_large before reading, nothing kept', async () => {
      const before = await h.orm.em.fork().count(Media, {});
      const err = await fromUrl(`${base}/huge`).catch((e: unknown) => e);
      expect(err).toMatchObject({
        code: 'media_too_large',
        violations: [
          expect.objectContaining({
            extra: expect.objectContaining({ limit: 8 * MB, limitMb: 8, actual: 20 * MB }),
          }),
        ],
      });
      expect(await h.orm.em.fork().count(Media, {})).toBe(before);
    });

    it('a body over the cap without a Content-Length is stopped while streaming', async () => {
      const err = await fromUrl(`${base}/endless`).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'media_too_large' });
      expect(
        (err as { violations: { extra: { actual: number } }[] }).violations[0].extra.actual,
      ).toBeGreaterThan(8 * MB);
    });

    it('bytes that are not media are media_type_not_supported, nothing kept', async () => {
      const before = await h.orm.em.fork().count(Media, {});
      await expect(fromUrl(`${base}/text`)).rejects.toMatchObject({ code: 'media_type_not_supported' });
      expect(await h.orm.em.fork().count(Media, {})).toBe(before);
    });
  });
});
