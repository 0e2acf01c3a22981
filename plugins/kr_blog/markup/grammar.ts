import { GRAMMAR, KR_CAPTION_LIMIT, KR_MEDIA_LIMITS, type GrammarTopic } from './definitions';

const TOPIC_TITLES: Record<GrammarTopic, string> = {
  directives: 'Directives: @name(argument) alone on a line',
  blocks: 'Blocks: one per line, as in Markdown',
  inline: 'Inline markup inside text',
  attributes: 'Attributes: {.name} at the end of a line',
  highlights: 'Highlights',
  media: 'Media references',
  limits: 'Limits',
};

export const GRAMMAR_TOPICS = Object.keys(TOPIC_TITLES) as GrammarTopic[];

export interface GrammarAnswer {
  topics: Array<{
    id: GrammarTopic;
    title: string;
    entries: Array<{ id: string; syntax: string; description: string; example: string }>;
  }>;
  limits: { images: number; videos: number; captionCharacters: number };
}

/**
 * The body of `GET /v1/kr/grammar`: every topic, or the one asked for; generated from the same
 * table the parser reads. Undefined for a topic that does not exist (the route answers
 * `invalid_topic` with GRAMMAR_TOPICS).
 */
export function grammarAnswer(topic?: string): GrammarAnswer | undefined {
  if (topic !== undefined && !(GRAMMAR_TOPICS as string[]).includes(topic)) return undefined;
  const chosen = topic ? [topic as GrammarTopic] : GRAMMAR_TOPICS;
  return {
    topics: chosen.map((id) => ({
      id,
      title: TOPIC_TITLES[id],
      entries: GRAMMAR.filter((e) => e.topic === id).map(({ id: entryId, syntax, description, example }) => ({
        id: entryId,
        syntax,
        description,
        example,
      })),
    })),
    limits: { ...KR_MEDIA_LIMITS, captionCharacters: KR_CAPTION_LIMIT },
  };
}
