import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../support/chromium';
import { toolPresent } from '../support/tools';
import { startHarness, type Harness } from '../support/harness';

const present = toolPresent('chromium', 'the /docs page suite');

/**
 * GET /docs in a real browser: the interactive reference renders the document's operations from
 * this server alone (no CDN, no outside call), and a call made from it reaches the API.
 */
(present ? describe : describe.skip)('the API reference page (GET /docs) in Chromium', () => {
  let h: Harness;
  let browser: Browser;

  beforeAll(async () => {
    h = await startHarness();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless=new', '--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  it('shows every tag and asks nothing of any other server', async () => {
    const page = await browser.newPage();
    const elsewhere: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(h.url) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
    });
    await page.goto(`${h.url}/docs`, { waitUntil: 'networkidle' });
    await page.getByText('Fanout API').first().waitFor({ timeout: 30_000 });
    const body = await page.locator('body').innerText();
    for (const tag of ['Posts', 'Media', 'Accounts', 'Logs']) expect(body).toContain(tag);
    expect(elsewhere).toEqual([]);
  });

  it('sends a call from the page with the key a person types in, and shows the answer', async () => {
    const page = await browser.newPage();
    await page.goto(`${h.url}/docs#tag/workspaces/GET/v1/workspaces`, { waitUntil: 'networkidle' });
    // As a person does it: "Test Request" on the operation, the key in "Bearer Token", "Send".
    await page.locator('[id*="GET/v1/workspaces"]').getByText('Test Request').first().click();
    await page.getByPlaceholder('Token').last().fill(h.apiKey);
    const answered = page.waitForResponse((res) => res.url() === `${h.url}/v1/workspaces`);
    await page.getByRole('button', { name: /^Send get request/ }).click();
    expect((await answered).status()).toBe(200);
    await page.getByText('200 OK').first().waitFor({ timeout: 10_000 });
    await page.getByText('"demo"').first().waitFor({ timeout: 10_000 });
  });
});
