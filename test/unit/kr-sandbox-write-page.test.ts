import { chromium, type Browser } from 'playwright-core';
import { KrBlogEmulator } from '../../plugins/kr_blog/sandbox-blog/emulator';
import { CHROMIUM } from '../support/chromium';
import { toolPresent } from '../support/tools';
import { type Listening, serveEmulator } from '../support/listen';

const present = toolPresent('chromium', 'the sandbox blog write page suite');

/** The sandbox blog's write page in a real browser: a person (or the extension) writes and publishes. */
(present ? describe : describe.skip)('the sandbox blog write page in Chromium', () => {
  let browser: Browser;
  let blog: KrBlogEmulator;
  let server: Listening;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless=new', '--no-sandbox'] });
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    blog = new KrBlogEmulator();
    server = await serveEmulator(blog);
  });
  afterEach(() => server.close());

  const hazards = (h: Record<string, unknown>) =>
    fetch(`${server.url}/_sandbox/kr/hazards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(h),
    });

  it('writes a title, text and a photo, publishes through the panel, and lands on the new post', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/demo_kr/postwrite`);
    const editor = page.frameLocator('#mainFrame');
    await editor.getByRole('textbox', { name: 'Title' }).fill('브라우저로 쓴 글');
    await editor.locator('.se-text-paragraph').fill('사진 한 장과 함께.');
    await editor.locator('input[type=file]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await editor.locator('.se-image').waitFor();
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor.getByRole('combobox', { name: 'Category' }).selectOption('4');
    await editor.getByRole('textbox', { name: 'Tags' }).fill('서울맛집');
    await editor.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await editor.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(/\/demo_kr\/\d{12}$/);
    const [post] = blog.blogPosts('demo_kr');
    expect(page.url()).toBe(`${server.url}/demo_kr/${post.logNo}`);
    expect(post).toMatchObject({
      title: '브라우저로 쓴 글',
      status: 'published',
      categoryId: '4',
      tags: ['서울맛집'],
    });
    expect(post.blocks.map((b) => b.kind)).toEqual(['text', 'image']);
    await expect(page.frameLocator('#mainFrame').getByText('브라우저로 쓴 글').count()).resolves.toBe(1);
  });

  it('shows the hazards: a pop-up on open, a renamed publish control, and a sign-in page when signed out', async () => {
    await hazards({ popup: true, renamedControl: true });
    const page = await browser.newPage();
    await page.goto(`${server.url}/demo_kr/postwrite`);
    const editor = page.frameLocator('#mainFrame');
    await expect(editor.getByRole('alertdialog', { name: 'A post in progress' }).count()).resolves.toBe(1);
    await expect(editor.getByRole('button', { name: 'Publish', exact: true }).count()).resolves.toBe(0);
    await expect(editor.getByRole('button', { name: 'Post', exact: true }).count()).resolves.toBe(1);
    await hazards({ signedOut: true });
    await page.goto(`${server.url}/demo_kr/postwrite`);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
