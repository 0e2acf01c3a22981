import { api } from '../../api';
import { refusalsOf, type Refusal } from './refusals';

/** What an upload ends with: the ready media's id, or the refusals of the step that failed. */
export type UploadResult = { mediaId: string } | { refusals: Refusal[] };

/**
 * One file into the workspace's media: presign (POST /v1/media, through the API client), the
 * bytes PUT to the returned URL with XMLHttpRequest (fetch reports no upload progress), then
 * POST /v1/media/{id}/complete so the media is ready to attach.
 */
export async function uploadFile(
  workspaceId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const headers = { 'x-service-workspace': workspaceId };
  const presigned = await api.POST('/v1/media', {
    headers,
    body: { fileName: file.name, contentType: file.type || 'application/octet-stream', bytes: file.size },
  });
  if (!presigned.data) return { refusals: refusalsOf(presigned.error) };
  const { id, uploadUrl, method, headers: putHeaders } = presigned.data;

  const put = await new Promise<{ status: number; body: string }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, uploadUrl);
    for (const [name, value] of Object.entries(putHeaders)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, body: '' });
    xhr.send(file);
  });
  if (put.status < 200 || put.status >= 300) {
    let body: unknown;
    try {
      body = JSON.parse(put.body);
    } catch {
      body = undefined;
    }
    return { refusals: refusalsOf(body) };
  }
  onProgress(100);

  const completed = await api.POST('/v1/media/{id}/complete', { headers, params: { path: { id } } });
  if (!completed.data) return { refusals: refusalsOf(completed.error) };
  return { mediaId: id };
}
