import fs from 'node:fs';

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
