/** Who may see a post, in the platform's own words; the creator's account decides which it may use. */
export const PRIVACY_LEVELS = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;

export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];

/** `options.clip` as the plugin reads it (the API has already checked it against the schema). */
export interface ClipOptions {
  privacyLevel?: string;
  title?: string;
  disableComment?: boolean;
  disableDuet?: boolean;
  disableStitch?: boolean;
  brandContentToggle?: boolean;
  brandOrganicToggle?: boolean;
}

/** JSON Schema of `options.clip` without `content`, which every channel takes. */
export const CLIP_OPTIONS_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: {
    privacyLevel: {
      type: 'string',
      enum: [...PRIVACY_LEVELS],
      description:
        'Who may see the post. Required, with no default; the values the account may use now come from the publish options.',
    },
    title: {
      type: 'string',
      description:
        'Title of a photo post, up to 90 UTF-16 units; required for photos and refused with a video, whose caption is the text.',
    },
    disableComment: {
      type: 'boolean',
      description: "Turn comments off; when left out the creator's own setting applies.",
    },
    disableDuet: {
      type: 'boolean',
      description: "Turn duets off (videos only); when left out the creator's own setting applies.",
    },
    disableStitch: {
      type: 'boolean',
      description: "Turn stitches off (videos only); when left out the creator's own setting applies.",
    },
    brandContentToggle: {
      type: 'boolean',
      description: 'The post promotes a third party (branded content); such a post cannot be SELF_ONLY.',
    },
    brandOrganicToggle: {
      type: 'boolean',
      description: "The post promotes the creator's own business.",
    },
  },
  additionalProperties: false,
};

/** Reads only well-typed values, so a stray value never reaches the platform as something else. */
export function readClipOptions(options: Record<string, unknown>): ClipOptions {
  const read: ClipOptions = {};
  if (typeof options.privacyLevel === 'string') read.privacyLevel = options.privacyLevel;
  if (typeof options.title === 'string') read.title = options.title;
  for (const flag of [
    'disableComment',
    'disableDuet',
    'disableStitch',
    'brandContentToggle',
    'brandOrganicToggle',
  ] as const) {
    if (typeof options[flag] === 'boolean') read[flag] = options[flag];
  }
  return read;
}
