import fs from 'node:fs';
import path from 'node:path';
import { startHarness, type Harness } from '../support/harness';

const GUIDE = path.resolve(__dirname, '..', '..', 'docs', 'guide');
const pageFiles = fs
  .readdirSync(GUIDE)
  .filter((f) => f.endsWith('.md'))
  .map((f) => ({ name: f.replace(/\.md$/, ''), text: fs.readFileSync(path.join(GUIDE, f), 'utf8') }));

/**
 * The guide (docs/guide/*.md) served by the service at /docs/guide, so a person running it
 * offline reads the same pages as on the repository: the map, each page as HTML, links between
 * pages kept working, and nothing but those pages reachable.
 */
describe('the guide (GET /docs/guide)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('answers the map: a link to every page of docs/guide, under its title', async () => {
    const res = await fetch(`${h.url}/docs/guide`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    for (const page of pageFiles) {
      const title = /^# (.*)$/m.exec(page.text)![1].replace(/`/g, '');
      expect({ page: page.name, listed: html.includes(`href="/docs/guide/${page.name}"`) }).toEqual({
        page: page.name,
        listed: true,
      });
      expect(html).toContain(escapeHtml(title));
    }
    // The API reference is one click away from the map, and the reference links back.
    expect(html).toContain('href="/docs"');
    expect(await (await fetch(`${h.url}/docs`)).text()).toContain('href="/docs/guide"');
  });

  it('answers each page as HTML with its first heading, under a self-only policy with no script', async () => {
    for (const page of pageFiles) {
      const res = await fetch(`${h.url}/docs/guide/${page.name}`);
      const html = await res.text();
      const title = /^# (.*)$/m.exec(page.text)![1];
      const heading = escapeHtml(title).replace(/`([^`]+)`/g, '<code>$1</code>');
      expect({ page: page.name, status: res.status, h1: html.includes(`>${heading}</h1>`) }).toEqual({
        page: page.name,
        status: 200,
        h1: true,
      });
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
      expect(html).not.toContain('<script');
      // Written as Markdown, never shown as Markdown: no comment or raw table row leaks through.
      expect(html).not.toContain('&lt;!--');
    }
    const css = await fetch(`${h.url}/docs/guide.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });

  it('rewrites a link to another page to that page under /docs/guide, and the link answers', async () => {
    const html = await (await fetch(`${h.url}/docs/guide/channels`)).text();
    expect(html).toContain('href="/docs/guide/getting-started#set-your-variables-once"');
    expect(html).not.toMatch(/href="[a-z-]+\.md/);
    const target = await fetch(`${h.url}/docs/guide/getting-started`);
    expect(target.status).toBe(200);
    expect(await target.text()).toContain('id="set-your-variables-once"');
  });

  it("serves the images a page shows (docs/images), where the page's relative address leads", async () => {
    const page = `${h.url}/docs/guide/dashboard`;
    const html = await (await fetch(page)).text();
    const src = /<img src="([^"]+)"/.exec(html)?.[1];
    expect(src).toBe('../images/dashboard.png');
    const image = await fetch(new URL(src!, page));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(
      fs.readFileSync(path.resolve(GUIDE, '..', 'images', 'dashboard.png')),
    );
    for (const tail of ['no-such.png', 'dashboard.jpg', '..%2F..%2Fpackage.json', '.png']) {
      const res = await fetch(`${h.url}/docs/images/${tail}`);
      expect({ tail, status: res.status }).toEqual({ tail, status: 404 });
    }
  });

  it('answers 404 not_found for a page that does not exist, and for path tricks', async () => {
    for (const tail of [
      'no-such-page',
      'getting-started.md',
      '..%2F..%2Fpackage.json',
      '..%2FDESIGN',
      '..%5Cpackage.json',
    ]) {
      const res = await fetch(`${h.url}/docs/guide/${tail}`);
      expect({ tail, status: res.status, body: await res.json() }).toEqual({
        tail,
        status: 404,
        body: { error: expect.objectContaining({ code: 'not_found' }) },
      });
    }
    // A NUL in any path parameter is refused before a route sees it (api/middleware/storable-text.ts).
    const nul = await fetch(`${h.url}/docs/guide/channels%00`);
    expect({ status: nul.status, body: await nul.json() }).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ code: 'invalid_params', field: 'page' }) },
    });
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
