/**
 * JSON Schema of `options.vid` (without `content`, which every channel takes). Only shapes are
 * checked here; limits and combinations are the channel's rules, so that they answer with their
 * own codes (`vid_title_required`, `vid_schedule_invalid`, ...) rather than `invalid_params`.
 */
export const vidOptionsSchema: Record<string, unknown> = {
  type: 'object',
  properties: {
    title: {
      type: 'string',
      description: 'Video title. Required; up to 100 characters; no < or >.',
    },
    tags: {
      type: 'array',
      items: { type: 'string' },
      description:
        'Keywords for search. Up to 500 characters in all; a tag with a space costs two more (it is quoted).',
    },
    privacyStatus: {
      type: 'string',
      enum: ['public', 'unlisted', 'private'],
      description: 'Who can watch: public (the default), unlisted (anyone with the link) or private.',
    },
    publishAt: {
      type: 'string',
      description:
        'ISO 8601 date and time with offset at which a private video goes public; needs privacyStatus private.',
    },
    categoryId: {
      type: 'string',
      pattern: '^[0-9]+$',
      description: "The platform's video category id; 22 (People & Blogs) when left out.",
    },
    madeForKids: {
      type: 'boolean',
      description: 'Declares the video made for children, which turns off comments and personalised ads.',
    },
    thumbnail: {
      type: 'object',
      description:
        'Custom thumbnail: an uploaded image (also listed in mediaIds), JPEG or PNG up to 2MB. Not for a short (vertical, 3 minutes or less).',
      properties: {
        mediaId: { type: 'string', description: 'Id of the uploaded image.' },
        contentType: { type: 'string', description: 'The image type: image/jpeg or image/png.' },
        bytes: { type: 'integer', minimum: 0, description: 'The image size in bytes.' },
      },
      required: ['mediaId', 'contentType', 'bytes'],
      additionalProperties: false,
    },
  },
  additionalProperties: false,
};
