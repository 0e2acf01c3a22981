import { violation, type Violation } from '../../../core/errors/app-error';

/**
 * Features of the Korean blog that need a newer browser extension (spec: `extension_outdated`).
 * A job that needs one is refused before anything is queued, naming both versions.
 */
export const EXTENSION_FEATURES = {
  /** Rewriting a published post (update_post). */
  edit: '0.4.0',
  /** Listing the draft box (list_kr_drafts). */
  drafts: '0.7.2',
  /** Photos marked with the platform's AI-usage label. */
  aiLabelPhotos: '0.7.3',
  /** Rewriting a post written in the blog's own editor (`@keep`, `sourceVersion`). */
  rewriteEditorPost: '0.7.8',
  /** Keyword expansion through the person's browser (expand_kr_keywords, extension path). */
  autocomplete: '0.9.0',
  /** Like, comment and neighbor request on the blog's own post pages (issue 25). */
  engagement: '0.10.0',
  /** Deleting our own comment on the post's page (DELETE /v1/engagement/replies/{id}). */
  deleteComment: '0.11.0',
} as const;
export type ExtensionFeature = keyof typeof EXTENSION_FEATURES;

/** The version this repository's extension reports (plugins/kr_blog/extension/manifest.json). */
export const CURRENT_EXTENSION_VERSION = '0.11.0';

/** Parses `major.minor.patch` (Chrome's version format allows 1-4 numbers); undefined otherwise. */
export function parseVersion(text: string): number[] | undefined {
  if (!/^\d{1,5}(\.\d{1,5}){0,3}$/.test(text)) return undefined;
  const parts = text.split('.').map(Number);
  while (parts.length < 4) parts.push(0);
  return parts;
}

/** Negative, zero or positive as `a` is older than, the same as, or newer than `b`; unparsable is oldest. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [parseVersion(a), parseVersion(b)];
  if (!pa || !pb) return pa ? 1 : pb ? -1 : 0;
  for (let i = 0; i < 4; i += 1) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/**
 * `extension_outdated` when the extension at `version` cannot do `feature`, else undefined.
 * `awaitingRelease` says the needed version exists but is still in the store's review, so the
 * person can only wait (spec: +bridge.awaitingRelease).
 */
export function requireExtension(
  feature: ExtensionFeature,
  version: string,
  options: { awaitingRelease?: boolean } = {},
): Violation | undefined {
  const required = EXTENSION_FEATURES[feature];
  if (compareVersions(version, required) >= 0) return undefined;
  return violation(
    'extension_outdated',
    {
      platform: 'kr_blog',
      extensionVersion: version,
      requiredVersion: required,
      bridge: { awaitingRelease: options.awaitingRelease ?? false },
    },
    `The browser extension is ${version}; this needs ${required} or later. Nothing was sent.`,
  );
}
