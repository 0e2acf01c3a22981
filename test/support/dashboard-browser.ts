import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ensureDashboardBuilt } from '../../core/runtime/dashboard-build';
import { DEMO_EMAIL } from '../../core/services/people/demo-seeder';
import { CHROMIUM } from './chromium';
import type { Harness } from './harness';
import { demoPassword } from './oauth-agent';

const ROOT = path.resolve(__dirname, '..', '..');
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: unknown[];
}

/** A Chromium page on the dashboard of a running harness, with what every dashboard suite checks. */
export interface DashboardBrowser {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Every request the page made to another origin (the dashboard must make none). */
  elsewhere: string[];
  /** axe-core's serious and critical violations on the page as it is now. */
  seriousViolations(): Promise<Array<{ id: string; impact: string | null }>>;
  /** Signs the demo person in from the sign-in screen and waits for the first screen. */
  signIn(): Promise<void>;
  /** Clicks a section of the header's navigation by its exact name (a post may be named alike). */
  openSection(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the dashboard (built first if its sources changed) in headless Chromium, in English unless
 * told otherwise, with clipboard access for the copy buttons.
 */
export async function openDashboard(
  h: Harness,
  options: { locale?: string } = {},
): Promise<DashboardBrowser> {
  ensureDashboardBuilt(ROOT, () => undefined);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', '--no-sandbox'],
  });
  const context = await browser.newContext({ locale: options.locale ?? 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
  const page = await context.newPage();
  const elsewhere: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(h.url) && !url.startsWith('data:')) elsewhere.push(url);
  });

  // axe-core runs in the page: its source evaluated there (the page's CSP allows no inline script).
  const seriousViolations = async () => {
    await page.evaluate(AXE);
    const violations = (await page.evaluate(async () => {
      const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
      return (await axe.run()).violations;
    })) as AxeViolation[];
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact }));
  };

  const signIn = async () => {
    await page.goto(`${h.url}/`);
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill(demoPassword(h));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation').waitFor();
  };

  const openSection = (name: string) =>
    page.getByRole('navigation').getByRole('link', { name, exact: true }).click();

  return {
    browser,
    context,
    page,
    elsewhere,
    seriousViolations,
    signIn,
    openSection,
    close: () => browser.close(),
  };
}
