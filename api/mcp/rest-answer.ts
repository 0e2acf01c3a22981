import { catalogue } from '../../core/errors/catalogue';

/** What a tool's call answered: the REST status and body, or a failure the tool found itself. */
export interface RestAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** An answer in the error shape, for failures the tool itself finds. */
export function errorAnswer(
  status: number,
  code: keyof typeof catalogue,
  message: string,
  extra: Record<string, unknown> = {},
): RestAnswer {
  return { status, body: { error: { code, message, ...extra } } };
}
