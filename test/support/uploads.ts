import type { ApiResponse, Harness } from './harness';

/**
 * A file uploaded the way a client does it: presign (POST /v1/media), PUT the bytes to the upload
 * URL with the headers it names, complete. Every step must succeed; the completed record is
 * returned for the caller to check what it expects of it. `headers` go with the API calls, e.g.
 * x-service-workspace.
 */
export async function uploadMedia(
  h: Harness,
  bytes: Buffer,
  contentType: string,
  options: { fileName?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse['body']> {
  const { fileName = 'file', headers } = options;
  const presign = await h.call(
    'POST',
    '/v1/media',
    { fileName, contentType, bytes: bytes.length },
    { headers },
  );
  expect(presign.status).toBe(201);
  const put = await fetch(presign.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: presign.body.headers,
  });
  expect(put.status).toBe(200);
  const done = await h.call('POST', `/v1/media/${presign.body.id}/complete`, undefined, { headers });
  expect(done.status).toBe(200);
  return done.body;
}
