/**
 * JSON Schema of `options.social` (without `content`). The link and the schedule are plain strings
 * here on purpose: whether they are a usable URL or time is a channel rule with its own code
 * (`social_link_invalid`, `social_schedule_invalid`), which `validate` reports.
 */
export const socialOptionsSchema: Record<string, unknown> = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      enum: ['feed', 'reel', 'story'],
      description:
        'What the post becomes: a feed post (the default; text, link, photo, multi-photo or video, from its files), a reel (one 9:16 video of 3-90 seconds) or a story (one image or video, no caption).',
    },
    link: {
      type: 'string',
      description: 'An http(s) address shared as a link post with its preview card; takes no files.',
    },
    scheduledPublishTime: {
      type: 'string',
      description:
        'Feed posts only: the platform publishes the post at this time (ISO 8601 with offset, 10 minutes to 28 days ahead); until then it waits on the Page as a scheduled post.',
    },
    firstComment: {
      type: 'string',
      description:
        'A comment the Page adds under the post right after it goes out (up to 8000 characters); not for stories or scheduled posts.',
    },
    title: { type: 'string', description: 'Title of a video post, shown above its description.' },
    feedTargeting: {
      type: 'object',
      description:
        'Whose feeds show a text or link post (the post stays public on the Page); cannot change after publishing.',
      properties: {
        ageMin: { type: 'integer', minimum: 13, maximum: 65, description: 'Youngest age shown to.' },
        ageMax: { type: 'integer', minimum: 13, maximum: 65, description: 'Oldest age shown to.' },
        genders: {
          type: 'array',
          items: { type: 'string', enum: ['male', 'female'] },
          minItems: 1,
          uniqueItems: true,
          description: 'Genders shown to; everyone when left out.',
        },
        countries: {
          type: 'array',
          items: { type: 'string', pattern: '^[A-Z]{2}$' },
          minItems: 1,
          description: 'ISO 3166-1 two-letter country codes shown to.',
        },
        locales: {
          type: 'array',
          items: { type: 'integer' },
          minItems: 1,
          description: "The platform's locale ids shown to.",
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
};
