import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's chromium, which `npm test` installs (test/support/ensure-tools.ts); playwright-core drives it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium with an unpacked extension loaded, in a fresh profile: extensions load in
 * headless mode with `--headless=new`. Resolves once the extension's service worker runs.
 */
export async function launchWithExtension(
  extensionDir: string,
): Promise<{ browser: import('playwright-core').BrowserContext; worker: import('playwright-core').Worker }> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launchPersistentContext(
    fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-ext-')),
    {
      executablePath: CHROMIUM,
      headless: false,
      args: [
        '--headless=new',
        '--no-sandbox',
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
      ],
    },
  );
  const worker = browser.serviceWorkers()[0] ?? (await browser.waitForEvent('serviceworker'));
  return { browser, worker };
}
