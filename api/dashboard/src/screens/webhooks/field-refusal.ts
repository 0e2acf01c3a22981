import { refusalOf, wordRefusal, type Refusal } from '../../refusal';

/** A refusal worded for the person, with the form field it belongs beside (if any). */
export interface FieldRefusal {
  field?: string;
  text: string;
}

/**
 * The field a webhook refusal is about: the one it names (`events.0` is the events), else the
 * URL for the address guard's `media_url_blocked`, which names the address instead.
 */
export function fieldRefusal(
  error: unknown,
  words: Partial<Record<string, (r: Refusal) => string>>,
): FieldRefusal {
  const refusal = refusalOf(error);
  const named = typeof refusal.field === 'string' ? refusal.field.split('.')[0] : undefined;
  const field = named ?? (refusal.code === 'media_url_blocked' ? 'url' : undefined);
  return { field, text: wordRefusal(refusal, words) };
}
