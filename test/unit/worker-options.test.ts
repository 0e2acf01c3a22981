import { maxCachedWorkflows, maxConcurrentActivities } from '../../activities/worker';

describe('TEMPORAL_MAX_CACHED_WORKFLOWS', () => {
  it('keeps 1,000 runs in memory unless told otherwise', () => {
    expect(maxCachedWorkflows({})).toBe(1000);
    expect(maxCachedWorkflows({ TEMPORAL_MAX_CACHED_WORKFLOWS: '500' })).toBe(500);
    expect(maxCachedWorkflows({ TEMPORAL_MAX_CACHED_WORKFLOWS: '0' })).toBe(0);
  });

  it('refuses what is not a whole number', () => {
    expect(() => maxCachedWorkflows({ TEMPORAL_MAX_CACHED_WORKFLOWS: 'many' })).toThrow(
      /TEMPORAL_MAX_CACHED_WORKFLOWS must be a whole number/,
    );
  });
});

describe('TEMPORAL_MAX_CONCURRENT_ACTIVITIES', () => {
  it("runs 100 activities of each kind at once, the SDK's default, unless told otherwise", () => {
    expect(maxConcurrentActivities({})).toBe(100);
    expect(maxConcurrentActivities({ TEMPORAL_MAX_CONCURRENT_ACTIVITIES: '20' })).toBe(20);
  });

  it('refuses what is not a whole number of at least 1', () => {
    for (const value of ['0', 'lots', '2.5']) {
      expect(() => maxConcurrentActivities({ TEMPORAL_MAX_CONCURRENT_ACTIVITIES: value })).toThrow(
        /TEMPORAL_MAX_CONCURRENT_ACTIVITIES must be a whole number of at least 1/,
      );
    }
  });
});
