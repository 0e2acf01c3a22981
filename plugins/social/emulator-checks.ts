import { lengthWithEmojiAsBytes } from '../../core/text/count';
import { errors, type GraphFailure } from './emulator-graph';

/** The emulator's checks of request fields, each answering the platform's refusal or nothing. */

/** undefined: not sent; null: sent but not a string. */
export function optionalString(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : null;
}

export function checkText(text: string | undefined, limit: number): GraphFailure | undefined {
  if (text === undefined) return undefined;
  // Measured the service's way, so whatever passes `validate` is never refused here.
  const length = lengthWithEmojiAsBytes(text);
  return length > limit ? errors.invalid(`The text is ${length} characters; at most ${limit}.`) : undefined;
}

/** `feed_targeting` in the Graph API's shape: ages 13-65, genders 1 or 2, country codes. */
export function checkTargeting(value: unknown, hasMedia: boolean): GraphFailure | undefined {
  if (hasMedia) return errors.invalid('feed_targeting is only for text and link posts.');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return errors.invalid('feed_targeting must be an object');
  }
  const t = value as Record<string, unknown>;
  const age = (v: unknown) =>
    v === undefined || (Number.isInteger(v) && (v as number) >= 13 && (v as number) <= 65);
  if (!age(t.age_min) || !age(t.age_max)) return errors.invalid('feed_targeting ages must be 13-65');
  if (t.genders !== undefined && !(Array.isArray(t.genders) && t.genders.every((g) => g === 1 || g === 2))) {
    return errors.invalid('feed_targeting genders must be 1 or 2');
  }
  const geo = t.geo_locations as { countries?: unknown } | undefined;
  if (
    geo !== undefined &&
    !(Array.isArray(geo.countries) && geo.countries.every((c) => typeof c === 'string'))
  ) {
    return errors.invalid('feed_targeting geo_locations.countries must be a list of country codes');
  }
  return undefined;
}
