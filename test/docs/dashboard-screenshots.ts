import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM } from '../support/chromium';

/**
 * The dashboard's screenshots in docs/images/ (`npm run docs:screenshots`), taken from a running
 * service (`npm start`) with the demo sign-in: it publishes two posts and schedules one first, so
 * the screens show something. FANOUT_URL and FANOUT_DATA_DIR say where the service and its demo
 * files are (defaults: http://127.0.0.1:3000 and .fanout), FANOUT_SANDBOX_URL its emulators' (for
 * the webhook receiver; default http://127.0.0.1:4100).
 */
const ROOT = path.resolve(__dirname, '..', '..');
const URL_BASE = process.env.FANOUT_URL ?? 'http://127.0.0.1:3000';
const DATA_DIR = path.resolve(ROOT, process.env.FANOUT_DATA_DIR ?? '.fanout');
const OUT = path.join(ROOT, 'docs', 'images');
const SANDBOX_URL = process.env.FANOUT_SANDBOX_URL ?? 'http://127.0.0.1:4100';

const demoFile = (name: string) => fs.readFileSync(path.join(DATA_DIR, name), 'utf8').trim();

// The script reads the fields it needs from the answers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function api(method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${URL_BASE}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${demoFile('demo-api-key')}`,
      'x-service-workspace': 'demo',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A few posts for the screens to show: two out now, one scheduled in three days. */
async function seed(): Promise<string> {
  const accounts = (await api('GET', '/v1/accounts')).body.data as Array<{ id: string; platform: string }>;
  const idOf = (platform: string) => accounts.find((a) => a.platform === platform)?.id;
  const ids = ['micro', 'social', 'chat'].map(idOf).filter((id): id is string => id !== undefined);
  // First, so the posts' events are among its deliveries.
  await subscribeReceiver();
  const published = await api('POST', '/v1/posts', {
    content: 'Our spring collection is out: three new colours, same fit.',
    accountIds: ids,
    wait: true,
  });
  await api('POST', '/v1/posts', {
    content: 'Behind the scenes at the workshop.',
    accountIds: ids.slice(0, 2),
    wait: true,
  });
  const later = new Date(Date.now() + 3 * 86_400_000);
  later.setUTCHours(9, 30, 0, 0);
  await api('POST', '/v1/posts', {
    content: 'Live Q&A on Thursday: bring your questions.',
    accountIds: ids.slice(0, 2),
    scheduledAt: later.toISOString(),
  });
  return published.body.id as string;
}

/**
 * The sandbox's webhook receiver subscribed to `post.*` (once: a second run finds it) and sent a
 * test event, so the Webhooks screen shows a subscription and its deliveries.
 */
async function subscribeReceiver(): Promise<void> {
  const url = `${SANDBOX_URL}/_webhooks`;
  const listed = (await api('GET', '/v1/webhooks')).body.data as Array<{ id: string; url: string }>;
  const id =
    listed.find((w) => w.url === url)?.id ??
    (await api('POST', '/v1/webhooks', { url, events: ['post.*'], description: 'The sandbox receiver' })).body
      .id;
  await api('POST', `/v1/webhooks/${id}/test`);
}

/**
 * The sandbox receiver's subscription with its deliveries open (seed() subscribed and tested it),
 * scrolled to the list: the form to subscribe is above it.
 */
async function openDeliveries(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Show deliveries' }).first().click();
  await page.getByRole('cell', { name: 'delivered', exact: true }).first().waitFor();
  await page.getByRole('heading', { name: 'Subscriptions', level: 2 }).evaluate((el) => el.scrollIntoView());
}

/**
 * Waits for the screen's heading and for its data (no "Loading…" left: a click in the app starts
 * no navigation, so the load state says nothing), then shoots the 1280x800 view.
 */
async function shoot(page: Page, name: string, heading: string): Promise<void> {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  const deadline = Date.now() + 15_000;
  while ((await page.getByText('Loading…', { exact: true }).count()) > 0) {
    if (Date.now() > deadline) throw new Error(`${name}: still loading after 15 s`);
    await page.waitForTimeout(100);
  }
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
  console.log(`docs/images/${name}.png`);
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const postId = await seed();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', '--no-sandbox'],
  });
  try {
    const page = await (
      await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
    ).newPage();
    await page.goto(`${URL_BASE}/`);
    await page.getByLabel('Email').fill('demo@fanout.local');
    await page.getByLabel('Password').fill(demoFile('demo-password'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shoot(page, 'dashboard', 'Posts');
    for (const [screen, heading] of [
      ['compose', 'Compose'],
      ['calendar', 'Calendar'],
      ['accounts', 'Accounts'],
      ['keys', 'Keys'],
      ['logs', 'Logs'],
      ['research', 'Research'],
      ['billing', 'Billing'],
      ['webhooks', 'Webhooks'],
    ]) {
      await page.getByRole('navigation').getByRole('link', { name: heading, exact: true }).click();
      if (screen === 'webhooks') await openDeliveries(page);
      await shoot(page, screen, heading);
    }
    await page.goto(`${URL_BASE}/posts/${postId}`);
    await shoot(page, 'post', 'Post');
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
