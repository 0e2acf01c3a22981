import { catalogue, type CatalogueEntry, type ErrorCode } from './catalogue';

export type ErrorExtra = Record<string, unknown>;

/** One broken rule: a catalogue code, the fields that go beside it, and its sentence. */
export interface Violation {
  code: ErrorCode;
  message: string;
  extra: ErrorExtra;
}

export function violation(code: ErrorCode, extra: ErrorExtra = {}, message?: string): Violation {
  return { code, message: message ?? catalogue[code].message, extra };
}

/**
 * A failure the client sees as `{ error: { code, message, ...extra } }`.
 * Several violations travel together: the first is spread into `error`, all go into `error.errors`.
 */
export class AppError extends Error {
  readonly status: number;
  /** Response headers that go with this failure, e.g. Retry-After. */
  readonly headers: Record<string, string> = {};

  constructor(
    readonly violations: Violation[],
    status?: number,
  ) {
    super(violations[0]?.message ?? 'error');
    const entry: CatalogueEntry = catalogue[violations[0].code];
    // A target code raised by a request: its status there (a channel rule found before sending).
    this.status = status ?? (entry.status === 'target' ? (entry.otherStatuses?.[0] ?? 503) : entry.status);
  }

  static of(code: ErrorCode, extra: ErrorExtra = {}, message?: string, status?: number): AppError {
    return new AppError([violation(code, extra, message)], status);
  }

  /**
   * Records what a third party threw that this failure stands for (a payment provider's refusal,
   * say): the client gets this error's code and sentence, and the API's log the cause with the
   * request id (api/middleware/errors.ts), so a lasting fault does not pass for a glitch.
   */
  because(cause: unknown): this {
    this.cause = cause;
    return this;
  }

  withHeader(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }

  get code(): ErrorCode {
    return this.violations[0].code;
  }

  toBody(): { error: Record<string, unknown> } {
    const [first, ...rest] = this.violations;
    const body: Record<string, unknown> = { code: first.code, message: first.message, ...first.extra };
    if (rest.length > 0) {
      body.errors = this.violations.map((v) => ({ code: v.code, message: v.message, ...v.extra }));
    }
    return { error: body };
  }
}
