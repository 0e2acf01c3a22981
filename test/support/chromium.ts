import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's chromium, which .ci/run installs; playwright-core drives it (its own download does not work here). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the browser suites can run. In CI the browser must be there (.ci/run installs it), so a
 * missing one fails there rather than skipping; elsewhere the suite is skipped and says why.
 */
export function chromiumPresent(suite: string): boolean {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.env.CI === 'true')
    throw new Error(`${suite} needs ${CHROMIUM}; .ci/run installs Debian's chromium`);
  console.warn(
    `${suite}: skipped, no browser at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
  return false;
}

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
