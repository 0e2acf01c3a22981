import { startHarness, type Harness } from './harness';

/** What a suite that publishes through the demo workspace works with. */
export interface DemoSuite {
  h: Harness;
  /** The id of the demo workspace's sandbox chat account. */
  chat: string;
  /** The id of the demo workspace's sandbox micro account. */
  micro: string;
}

/**
 * The suites that publish through the demo workspace (publish, lifecycle-*) all start alike: a
 * harness with a worker, the ids of the demo's chat and micro accounts, and emulators emptied
 * after every test so that each test sees only what it sent. Called in a describe body, this
 * registers those hooks there and hands the suite to `ready` once it is up.
 */
export function useDemoSuite(ready: (suite: DemoSuite) => void): void {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    const chat = await h.accountId('chat');
    const micro = await h.accountId('micro');
    ready({ h, chat, micro });
  });
  afterAll(() => h.close());
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));
}
