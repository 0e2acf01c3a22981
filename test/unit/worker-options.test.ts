import { maxCachedWorkflows } from '../../activities/worker';

describe('TEMPORAL_MAX_CACHED_WORKFLOWS', () => {
  it('keeps 100 runs in memory unless told otherwise', () => {
    expect(maxCachedWorkflows({})).toBe(100);
    expect(maxCachedWorkflows({ TEMPORAL_MAX_CACHED_WORKFLOWS: '500' })).toBe(500);
    expect(maxCachedWorkflows({ TEMPORAL_MAX_CACHED_WORKFLOWS: '0' })).toBe(0);
  });

  it('refuses what is not a whole number', () => {
    expect(() => maxCachedWorkflows({ TEMPORAL_MAX_CACHED_WORKFLOWS: 'many' })).toThrow(
      /TEMPORAL_MAX_CACHED_WORKFLOWS must be a whole number/,
    );
  });
});
