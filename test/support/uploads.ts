import type { Media } from '../../api/clients/typescript';
import type { Harness } from './harness';

/**
 * A file uploaded the way a client does it, through the typed client: presign (POST /v1/media),
 * PUT the bytes to the upload URL with the headers it names, complete. Every step must succeed;
 * the completed record is returned for the caller to check what it expects of it. `headers` go
 * with the API calls, e.g. x-service-workspace.
 */
export async function uploadMedia(
  h: Harness,
  bytes: Buffer,
  contentType: string,
  options: { fileName?: string; headers?: Record<string, string> } = {},
): Promise<Media> {
  const { fileName = 'file', headers } = options;
  const presign = await h.api.POST('/v1/media', {
    body: { fileName, contentType, bytes: bytes.length },
    headers,
  });
  expect({ status: presign.response.status, error: presign.error }).toEqual({
    status: 201,
    error: undefined,
  });
  const { id, uploadUrl, headers: uploadHeaders } = presign.data!;
  const put = await fetch(uploadUrl, { method: 'PUT', body: bytes, headers: uploadHeaders });
  expect(put.status).toBe(200);
  const done = await h.api.POST('/v1/media/{id}/complete', { params: { path: { id } }, headers });
  expect({ status: done.response.status, error: done.error }).toEqual({ status: 200, error: undefined });
  return done.data!;
}
