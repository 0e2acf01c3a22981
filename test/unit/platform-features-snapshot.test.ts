import { allPlugins } from '../../plugins';

/**
 * What GET /v1/platforms says about each channel's features and limits, byte for byte (the route
 * passes `features` and `limits` through as they are). Taken before feature rows were derived from
 * the methods that implement them, so the derivation is seen to change no answer.
 */
describe('GET /v1/platforms features and limits', () => {
  it.each(allPlugins().map((p) => [p.id, p] as const))('%s answers as before', (_id, plugin) => {
    const answer = JSON.stringify({ chain: plugin.chain, limits: plugin.limits, features: plugin.features });
    expect(answer).toMatchSnapshot();
  });
});
