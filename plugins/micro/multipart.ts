/** One part of a `multipart/form-data` body. */
export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** The boundary of a `multipart/form-data` content type, or undefined when it is not one. */
export function multipartBoundary(contentType: string): string | undefined {
  if (!/^multipart\/form-data\b/i.test(contentType.trim())) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * The parts of a `multipart/form-data` body (RFC 7578), bytes kept as they came. Returns
 * undefined for a body that is not well formed (no closing delimiter, a part without headers).
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) return undefined;
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === '--') return parts;
    if (body.subarray(at, at + 2).toString() !== '\r\n') return undefined;
    at += 2;
    const headerEnd = body.indexOf('\r\n\r\n', at);
    if (headerEnd < 0) return undefined;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) return undefined;
    const headers = parseHeaders(body.subarray(at, headerEnd).toString('utf8'));
    const disposition = headers.get('content-disposition') ?? '';
    const name = param(disposition, 'name');
    if (name === undefined) return undefined;
    parts.push({
      name,
      filename: param(disposition, 'filename'),
      contentType: headers.get('content-type'),
      data: body.subarray(headerEnd + 4, next),
    });
    at = next + 2;
  }
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function param(header: string, key: string): string | undefined {
  const match =
    new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(header) ??
    new RegExp(`;\\s*${key}=([^;\\s]+)`, 'i').exec(header);
  return match ? match[1] : undefined;
}
