import type { MediaKind } from '../entities/media';
import { AppError } from '../errors/app-error';
import { ACCEPTED_TYPES, BYTES_PER_MB } from './limits';

/** The kind a declared content type makes; 422 `media_type_not_supported` for one we do not take. */
export function acceptedKind(contentType: string): MediaKind {
  const kind = ACCEPTED_TYPES[contentType];
  if (kind) return kind;
  const types = Object.keys(ACCEPTED_TYPES);
  throw AppError.of(
    'media_type_not_supported',
    { types, contentType: contentType || null },
    `"${contentType}" is not a type we take; send one of ${types.join(', ')}.`,
  );
}

/** `media_too_large`, naming the limit of the kind that applied. */
export function mediaTooLarge(kind: MediaKind, limit: number, actual: number): AppError {
  const limitMb = limit / BYTES_PER_MB;
  return AppError.of(
    'media_too_large',
    { limit, limitMb, actual, kind },
    `${/^[aeiou]/.test(kind) ? 'An' : 'A'} ${kind} may be at most ${limitMb} MB (${limit} bytes); this one is ${actual} bytes.`,
  );
}
