import Router from '@koa/router';
import { AppError } from '../../core/errors/app-error';
import { GRAMMAR_TOPICS, grammarAnswer } from '../../plugins/kr_blog/markup/grammar';
import { krGrammarQuery } from '../schemas/kr';
import { check } from '../validation';

/**
 * The Korean blog's writing tools under /v1/kr. GET /v1/kr/grammar: the body markup, all of it or
 * one `topic`, generated from the table the parser reads (plugins/kr_blog/markup/definitions.ts).
 */
export function krToolsRouter(): Router {
  const router = new Router({ prefix: '/v1/kr' });
  router.get('/grammar', (ctx) => {
    const { topic } = check<{ topic?: string }>(krGrammarQuery, { ...ctx.query }, 'query');
    const answer = grammarAnswer(topic);
    if (!answer) {
      throw AppError.of(
        'invalid_topic',
        { topic, topics: GRAMMAR_TOPICS },
        `No grammar topic "${topic}"; topics: ${GRAMMAR_TOPICS.join(', ')}.`,
      );
    }
    ctx.body = answer;
  });
  return router;
}
