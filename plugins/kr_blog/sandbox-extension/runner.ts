import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SandboxCompanionContext } from '../../../core/channels/plugin';
import type { KrBlogEmulator } from '../sandbox-blog/emulator';
import { KR_PLATFORM } from '../limits';
import { ProtocolClient } from './protocol-client';

/** Debian's chromium; the real extension runs in it when it is there (CHROMIUM_PATH overrides). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EXTENSION_DIR = path.resolve(__dirname, '..', 'extension');

/** One way of being the person's browser: started and stopped as the sandbox switch says. */
interface SandboxBrowser {
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Paired {
  token: string;
  handle: string;
}

/**
 * The sandbox extension of `npm start`: the demo kr account's extension, so kr publishing works
 * with nothing installed. It is the real extension in headless Chromium when Debian's `chromium` is
 * present (FANOUT_SANDBOX_EXTENSION=protocol forces the other way), else the protocol client that
 * drives the sandbox blog over HTTP. It waits for the demo's bridge token (written by the API's
 * demo seeder) and follows `POST /_sandbox/kr/extension {running}`.
 */
export function startSandboxExtension(context: SandboxCompanionContext): () => Promise<void> {
  const emulator = context.emulator as KrBlogEmulator;
  const tokenFile = path.join(context.dataDir, 'bridge-tokens', `${KR_PLATFORM}.json`);
  const wantBrowser = process.env.FANOUT_SANDBOX_EXTENSION !== 'protocol' && fs.existsSync(CHROMIUM);
  let browser: SandboxBrowser | undefined;
  let running = true;
  let stopped = false;
  // Switches run one after another: a start and a stop asked quickly apply in order.
  let queue = Promise.resolve();
  const apply = () => {
    queue = queue
      .then(async () => {
        if (!browser) return;
        if (running && !stopped) await browser.start();
        else await browser.stop();
      })
      .catch((err) => context.log(`sandbox extension: ${(err as Error).message}`));
  };
  emulator.onExtensionSwitch((on) => {
    running = on;
    context.log(`sandbox extension ${on ? 'started' : 'stopped'} (POST /_sandbox/kr/extension)`);
    apply();
  });

  const wait = setInterval(() => {
    const paired = readPaired(tokenFile);
    if (!paired || browser) return;
    clearInterval(wait);
    browser = wantBrowser ? chromiumExtension(context, paired) : protocolExtension(context, paired);
    emulator.setExtensionMode(wantBrowser ? 'browser' : 'protocol');
    const what = wantBrowser
      ? `the real extension in headless Chromium (${CHROMIUM}), paired with blog ${paired.handle}`
      : `the protocol client (no Chromium at ${CHROMIUM}), paired with blog ${paired.handle}`;
    context.log(`kr sandbox extension: ${what}`);
    context.announce(`kr sandbox extension: ${what}`);
    apply();
  }, 500);

  return async () => {
    stopped = true;
    clearInterval(wait);
    apply();
    await queue;
  };
}

function readPaired(file: string): Paired | undefined {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Paired>;
    return saved.token && saved.handle ? { token: saved.token, handle: saved.handle } : undefined;
  } catch {
    return undefined;
  }
}

function protocolExtension(context: SandboxCompanionContext, paired: Paired): SandboxBrowser {
  const client = new ProtocolClient({
    apiUrl: context.apiUrl,
    token: paired.token,
    blogBase: context.platformUrl,
    blogId: paired.handle,
    log: context.log,
  });
  return {
    start: async () => client.start(),
    stop: async () => client.stop(),
  };
}

/** The extension of extension/ loaded unpacked into headless Chromium, its settings as pairing leaves them. */
function chromiumExtension(context: SandboxCompanionContext, paired: Paired): SandboxBrowser {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-sandbox-extension-'));
  let browser: import('playwright-core').BrowserContext | undefined;
  return {
    async start() {
      if (browser) return;
      const { chromium } = await import('playwright-core');
      browser = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: false,
        args: [
          '--headless=new',
          '--no-sandbox',
          `--disable-extensions-except=${EXTENSION_DIR}`,
          `--load-extension=${EXTENSION_DIR}`,
        ],
      });
      const worker = browser.serviceWorkers()[0] ?? (await browser.waitForEvent('serviceworker'));
      // Runs in the extension's service worker, where `chrome` is its API.
      type ExtensionGlobal = { chrome: { storage: { local: { set(v: object): Promise<void> } } } };
      await worker.evaluate(
        (settings) => (globalThis as unknown as ExtensionGlobal).chrome.storage.local.set(settings),
        { apiUrl: context.apiUrl, token: paired.token, blogBase: context.platformUrl, blogId: paired.handle },
      );
    },
    async stop() {
      const closing = browser;
      browser = undefined;
      await closing?.close();
    },
  };
}
