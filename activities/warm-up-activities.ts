/** The warm-up run's one step (workflows/warm-up.ts): a local activity, as a post's sends are. */
export function createWarmUpActivities() {
  return {
    async warmUp(): Promise<void> {},
  };
}

export type WarmUpActivities = ReturnType<typeof createWarmUpActivities>;
