/**
 * The platform's error vocabulary, shared by the emulator (which answers with it) and classify
 * (which reads it), so the two cannot disagree. The envelope is the Graph API's:
 * `{"error":{"message","type","code","error_subcode","fbtrace_id"}}`.
 *
 * PLATFORMS.md confirms 100 (invalid parameter) and 190 (bad token). The rest are the Graph API's
 * general codes (1/2 transient, 4/17/32/613 rate limits, 10/200-299 permissions, 368 blocked) and,
 * where the platform documents no subcode of its own, the Instagram content-publishing subcodes
 * its sibling API uses for the same situations; PLATFORMS.md lists those under "photo".
 */

export const CODE = {
  unknown: 1,
  service: 2,
  appRateLimit: 4,
  /** The account's publishing quota (250 posts, 1000 replies, 100 deletes a rolling day). */
  quota: 9,
  permission: 10,
  userRateLimit: 17,
  pageRateLimit: 32,
  invalidParameter: 100,
  oauth: 190,
  blocked: 368,
  apiRateLimit: 613,
  /** Publishing a container that is not FINISHED yet. */
  notReady: 9007,
  /** A media URL the platform could not fetch. */
  mediaFetch: 9004,
  /** A container past its 24 hours. */
  expired: -2,
} as const;

export const SUBCODE = {
  /** Graph's "object does not exist, cannot be loaded due to missing permissions, or ...". */
  noSuchObject: 33,
  expiredToken: 463,
  invalidSession: 467,
  quotaReached: 2207042,
  activityRestricted: 2207051,
  mediaNotFetched: 2207052,
  notReady: 2207027,
  containerExpired: 2207020,
} as const;

export const RATE_LIMIT_CODES: readonly number[] = [
  CODE.appRateLimit,
  CODE.userRateLimit,
  CODE.pageRateLimit,
  CODE.apiRateLimit,
];

/** The media container states of `GET /{container-id}?fields=status`. */
export type ContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
