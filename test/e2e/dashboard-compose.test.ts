import type { Page } from 'playwright-core';
import { openDashboard, type DashboardBrowser } from '../support/dashboard-browser';
import { startHarness, type Harness } from '../support/harness';
import { jpeg } from '../support/media-files';
import { sandboxPost } from '../support/sandbox';
import { toolPresent } from '../support/tools';

const present = toolPresent('chromium', 'the dashboard compose suite');

/**
 * Compose and Posts in a real browser, with a worker so posts really go out to the emulators:
 * compose to two channels with a photo and watch the targets turn published on the post page
 * without a reload; a refusal next to the channel's text; a failed target with its help answer,
 * retried from the page; the list's status filter. Each screen passes axe-core.
 */
(present ? describe : describe.skip)('the dashboard Compose and Posts screens in Chromium', () => {
  let h: Harness;
  let dash: DashboardBrowser;
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    h = await startHarness({ worker: true });
    dash = await openDashboard(h);
    page = dash.page;
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    await dash.signIn();
  }, 60_000);
  afterAll(async () => {
    await dash?.close();
    await h?.close();
  });

  /** The row of one target on the post page (its channel's name starts the row). */
  const targetRow = (platform: string) =>
    page.getByRole('row').filter({ hasText: new RegExp(`^${platform}`) });

  const openCompose = async () => {
    await dash.openSection('Compose');
    await page.getByRole('heading', { name: 'Compose', level: 1 }).waitFor();
  };

  it('composes to micro and social with a photo (upload progress to 100 %), publishes now, and sees both targets turn published without a reload', async () => {
    await openCompose();
    await page.getByRole('checkbox', { name: /^micro/ }).check();
    await page.getByRole('checkbox', { name: /^social/ }).check();
    await page.getByLabel('Text', { exact: true }).fill('Hello from the dashboard 日本');
    // The micro channel's weighted count: 25 Latin characters and spaces, 2 CJK characters at 2 each.
    await page.getByTestId('count-micro').getByText('29 / 280').waitFor();
    await page
      .getByTestId('count-social')
      .getByText(/^\d+ \/ \d+$/)
      .waitFor();

    await page.getByLabel('Photos and videos').setInputFiles({
      name: 'square.jpg',
      mimeType: 'image/jpeg',
      buffer: jpeg(1080, 1080),
    });
    const upload = page.getByRole('listitem').filter({ hasText: 'square.jpg' });
    await upload.getByText('Uploaded').waitFor();
    expect(await upload.getByRole('progressbar').getAttribute('value')).toBe('100');
    expect(await dash.seriousViolations()).toEqual([]);
    // At phone width nothing runs off the side.
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(/\/posts\/post_/, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: /^Post/, level: 1 }).waitFor();
    // A reload would lose this mark: the statuses below must come from the page's own refresh.
    await page.evaluate('window.stillTheSamePage = true');
    await targetRow('micro').getByText('published', { exact: true }).waitFor({ timeout: 30_000 });
    await targetRow('social').getByText('published', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate('window.stillTheSamePage')).toBe(true);
    expect(await targetRow('micro').getByRole('link').count()).toBe(1);
    expect(await dash.seriousViolations()).toEqual([]);
  }, 90_000);

  it('shows content_too_long with the limit and the length next to the text of the channel that refused it', async () => {
    await openCompose();
    await page.getByRole('checkbox', { name: /^micro/ }).check();
    await page.getByRole('checkbox', { name: /^social/ }).check();
    await page.getByLabel('Text', { exact: true }).fill('a'.repeat(300));
    await page.getByTestId('count-micro').getByText('300 / 280').waitFor();
    await page.getByRole('button', { name: 'Publish now' }).click();

    const micro = page.getByRole('group', { name: /^micro/ });
    const refusal = micro.getByRole('alert');
    await refusal.waitFor();
    const text = await refusal.innerText();
    expect(text).toContain('content_too_long');
    expect(text).toContain('280');
    expect(text).toContain('300');
    // Social takes 300 characters: nothing is said next to its text, and the page stays on Compose.
    expect(
      await page
        .getByRole('group', { name: /^social/ })
        .getByRole('alert')
        .count(),
    ).toBe(0);
    expect(page.url()).toMatch(/\/compose$/);
    expect(await dash.seriousViolations()).toEqual([]);
  }, 60_000);

  it('shows a failed target with its code and the help answer, and retries it until published', async () => {
    const help = await h.call('GET', '/v1/help?code=permission_denied');
    const answer = (Array.isArray(help.body.data) ? help.body.data[0] : help.body.data) as { body: string };
    const advice = answer.body.split('\n')[0];
    expect(advice).toBeTruthy();

    const failed = await sandboxPost(h, 'chat', '/_sandbox/fail', { kind: 'blocked' });
    expect(failed.status).toBe(200);
    await openCompose();
    await page.getByRole('checkbox', { name: /^chat/ }).check();
    await page.getByRole('checkbox', { name: /^micro/ }).check();
    await page.getByLabel('Text', { exact: true }).fill('Fails on chat first, from the dashboard');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(/\/posts\/post_/, { waitUntil: 'commit' });

    await targetRow('chat').getByText('failed', { exact: true }).waitFor({ timeout: 30_000 });
    await targetRow('chat').getByRole('code').getByText('permission_denied').waitFor();
    await targetRow('chat').getByText(advice).waitFor();
    await targetRow('micro').getByText('published', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await dash.seriousViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Retry failed targets' }).click();
    await targetRow('chat').getByText('published', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await targetRow('chat').getByText('permission_denied').count()).toBe(0);
    expect(await targetRow('chat').getByText(advice).count()).toBe(0);
  }, 90_000);

  it('opens at a slot from ?at= (as the Calendar does) and schedules the post for that instant', async () => {
    const at = new Date(Date.now() + 2 * 24 * 3_600_000);
    at.setUTCSeconds(0, 0);
    await page.goto(`${h.url}/compose?at=${encodeURIComponent(at.toISOString())}`);
    await page.getByRole('heading', { name: 'Compose', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Schedule' }).isChecked()).toBe(true);
    expect(await page.getByLabel(/^Date and time/).inputValue()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await page.getByRole('checkbox', { name: /^micro/ }).check();
    await page.getByLabel('Text', { exact: true }).fill('Scheduled from a calendar slot');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.waitForURL(/\/posts\/post_/, { waitUntil: 'commit' });
    await page.getByText('scheduled', { exact: true }).first().waitFor();

    const id = new URL(page.url()).pathname.split('/').pop();
    const post = await h.call('GET', `/v1/posts/${id}`);
    expect(post.status).toBe(200);
    expect(new Date(post.body.scheduledAt).getTime()).toBe(at.getTime());
  }, 60_000);

  it('shows the thread with a reply box under a comment, answers it on the channel, and deletes the post after a confirm', async () => {
    const micro = await h.accountId('micro');
    const made = await h.call('POST', '/v1/posts', {
      content: 'Comment on me, from the dashboard suite',
      accountIds: [micro],
      wait: true,
    });
    expect(made.body.status).toBe('published');
    const externalId = made.body.targets[0].externalId as string;
    const engaged = await sandboxPost(h, 'micro', '/_sandbox/engage', {
      postId: externalId,
      reply: { text: 'Nice one', authorHandle: 'alice' },
    });
    expect(engaged.status).toBe(200);

    await page.goto(`${h.url}/posts/${made.body.id}`);
    await page.getByRole('heading', { name: 'Thread', level: 2 }).waitFor();
    await page.getByText('Nice one').waitFor();
    expect(await dash.seriousViolations()).toEqual([]);
    await page.getByLabel('Reply to alice').fill('Thanks, Alice');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('status').getByText('Replied.').waitFor();
    const onChannel = h.sandbox.emulators.get('micro')!.posts();
    expect(onChannel.filter((p) => p.text === 'Thanks, Alice' && p.replyToId !== undefined)).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('heading', { name: 'Posts', level: 1 }).waitFor();
    expect((await h.call('GET', `/v1/posts/${made.body.id}`)).body.deleted).toBe(true);
  }, 60_000);

  it('saves a draft, and the Posts list filters by status and by channel', async () => {
    await openCompose();
    await page.getByRole('checkbox', { name: /^micro/ }).check();
    await page.getByLabel('Text', { exact: true }).fill('A draft kept for later');
    await page.getByRole('radio', { name: 'Draft' }).check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/posts\/post_/, { waitUntil: 'commit' });
    await page.getByText('draft', { exact: true }).first().waitFor();

    await dash.openSection('Posts');
    await page.getByRole('heading', { name: 'Posts', level: 1 }).waitFor();
    const rows = page.getByRole('table').getByRole('row');
    await rows.filter({ hasText: 'A draft kept for later' }).waitFor();
    await rows.filter({ hasText: 'Hello from the dashboard' }).waitFor();
    expect(await dash.seriousViolations()).toEqual([]);

    await page.getByLabel('Status').selectOption('draft');
    await rows.filter({ hasText: 'Hello from the dashboard' }).waitFor({ state: 'detached' });
    expect(await rows.filter({ hasText: 'A draft kept for later' }).count()).toBe(1);

    await page.getByLabel('Status').selectOption('published');
    await rows.filter({ hasText: 'Hello from the dashboard' }).waitFor();
    expect(await rows.filter({ hasText: 'A draft kept for later' }).count()).toBe(0);

    // By channel (GET /v1/posts?platform=): the draft went to micro only, the first post to social too.
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Channel').selectOption('social');
    await rows.filter({ hasText: 'A draft kept for later' }).waitFor({ state: 'detached' });
    expect(await rows.filter({ hasText: 'Hello from the dashboard' }).count()).toBe(1);
    await page.getByLabel('Channel').selectOption('micro');
    await rows.filter({ hasText: 'A draft kept for later' }).waitFor();

    expect(cspViolations).toEqual([]);
    expect(dash.elsewhere).toEqual([]);
  }, 60_000);
});
