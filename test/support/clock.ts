/**
 * Moving the API's clock, for the lifecycle suites that need a scheduled post to come due within
 * the test (the API refuses a time less than 10 minutes ahead). Shared so that each of them moves
 * the same clock, the same way.
 */

/**
 * Runs `fn` (API calls to the in-process app) while `Date` reads `ms` behind the real clock. Only
 * the API's view of "now" moves; Temporal's timers and the platforms keep real time.
 */
export async function withApiClockBehind<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const Real = globalThis.Date;
  const shifted = new Proxy(Real, {
    construct: (target, args, newTarget) =>
      args.length === 0 ? new Real(Real.now() - ms) : Reflect.construct(target, args, newTarget),
    get: (target, prop, receiver) =>
      prop === 'now' ? () => Real.now() - ms : Reflect.get(target, prop, receiver),
  });
  globalThis.Date = shifted;
  try {
    return await fn();
  } finally {
    globalThis.Date = Real;
  }
}
