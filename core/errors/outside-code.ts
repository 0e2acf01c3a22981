import { catalogue, type ErrorCode } from './catalogue';

/**
 * Whether `code` is one of the catalogue's. The one check for a code that comes from outside (the
 * browser extension, a platform, an emulator) before it is used as ours: `AppError.of` with a code
 * the catalogue lacks fails the call with a 500. Own keys only (`__proto__` is no code).
 */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(catalogue, code);
}

/** A code from outside as a catalogue code: itself when the catalogue has it, else `fallback`. */
export function knownCode(code: unknown, fallback: ErrorCode): ErrorCode {
  return isErrorCode(code) ? code : fallback;
}
