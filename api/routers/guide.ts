import fs from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
import MarkdownIt from 'markdown-it';

type Markdown = InstanceType<typeof MarkdownIt>;

/** docs/guide/*.md: beside this file's folder when run from the source, else from the repository root. */
export const GUIDE_DIR =
  [path.resolve(__dirname, '..', '..', 'docs', 'guide'), path.resolve(process.cwd(), 'docs', 'guide')].find(
    (dir) => fs.existsSync(dir),
  ) ?? path.resolve(__dirname, '..', '..', 'docs', 'guide');

/** The order of the map: a newcomer's path first, the reference pages after. Pages not named follow. */
const ORDER = [
  'getting-started',
  'dashboard',
  'publishing',
  'channels',
  'engagement',
  'automations',
  'webhooks',
  'korean-blog',
  'research',
  'agents',
  'billing',
  'configuration',
  'operations',
  'deployment',
  'performance',
  'sandbox',
  'adding-a-channel',
  'tests',
];

/** A page name as it may appear in the path: nothing else is ever looked up on disk. */
const PAGE_NAME = /^[a-z][a-z0-9-]{0,60}$/;

/** docs/images, beside docs/guide: the pages show them as `../images/<name>.png`. */
const IMAGES_DIR = path.resolve(GUIDE_DIR, '..', 'images');
/** An image name as it may appear in the path (PNG only, no folder): nothing else is looked up. */
const IMAGE_NAME = /^[a-z][a-z0-9-]{0,60}\.png$/;

/**
 * Nothing but this server, no script at all, no inline style: the pages are text and one
 * stylesheet (noFraming adds nothing weaker; this one wins, as the dashboard's does).
 */
const GUIDE_CSP = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `body { font: 16px/1.55 system-ui, sans-serif; max-width: 52rem; margin: 0 auto; padding: 1rem 1.25rem 4rem; color: #1d1d1f; }
nav { font-size: 0.9rem; margin-bottom: 1.5rem; }
nav a { margin-right: 1rem; }
a { color: #0a58ca; }
code { font: 0.9em ui-monospace, monospace; background: #f2f2f4; padding: 0.1em 0.3em; border-radius: 3px; }
pre { background: #f2f2f4; padding: 0.75rem 1rem; overflow-x: auto; border-radius: 4px; }
pre code { padding: 0; background: none; }
table { border-collapse: collapse; font-size: 0.9rem; }
img { max-width: 100%; height: auto; border: 1px solid #d0d7de; }
th, td { border: 1px solid #d0d0d5; padding: 0.3rem 0.5rem; vertical-align: top; text-align: left; }
dt { font-weight: 600; }
`;

/**
 * Headings get GitHub's anchors (lower case, punctuation dropped, spaces to dashes), so a link
 * such as `getting-started.md#set-your-variables-once` lands on the same heading here as there;
 * a link to another page of the guide becomes its address under /docs/guide.
 */
function markdown(): Markdown {
  const md = new MarkdownIt({ html: false, linkify: true });
  md.core.ruler.push('guide_anchors_and_links', (state) => {
    state.tokens.forEach((token, i) => {
      if (token.type === 'heading_open') {
        const text = state.tokens[i + 1]?.content ?? '';
        token.attrSet('id', slug(text));
      }
      for (const child of token.children ?? []) {
        if (child.type !== 'link_open') continue;
        const href = String(child.attrGet('href') ?? '');
        const page = /^([a-z][a-z0-9-]*)\.md(#[\w-]*)?$/.exec(href);
        if (page) child.attrSet('href', `/docs/guide/${page[1]}${page[2] ?? ''}`);
      }
    });
  });
  return md;
}

function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Comment lines (generator markers, the prettier switches) are for the file, not the reader. */
function withoutComments(text: string): string {
  return text.replace(/^<!--[^\n]*-->[ \t]*\n/gm, '');
}

function layout(md: Markdown, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${md.utils.escapeHtml(title)} · Fanout guide</title>
    <link rel="stylesheet" href="/docs/guide.css" />
  </head>
  <body>
    <nav><a href="/docs/guide">The guide</a><a href="/docs">API reference</a></nav>
    <main>
${body}
    </main>
  </body>
</html>
`;
}

interface Page {
  name: string;
  title: string;
  /** The page's first paragraph, for the map. */
  intro: string;
  text: string;
}

/** The pages on disk now (a few files; read per request so an edit shows at the next load). */
function pages(): Page[] {
  const names = fs
    .readdirSync(GUIDE_DIR)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .filter((name) => PAGE_NAME.test(name));
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return names
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => {
      const text = withoutComments(fs.readFileSync(path.join(GUIDE_DIR, `${name}.md`), 'utf8'));
      const title = /^# (.*)$/m.exec(text)?.[1] ?? name;
      const intro = text.split(/\n\s*\n/).find((block) => block.trim() && !block.startsWith('#')) ?? '';
      return { name, title, intro: intro.replace(/\s+/g, ' ').trim(), text };
    });
}

/**
 * `GET /docs/guide` (no key): the map of the guide, and `GET /docs/guide/<page>` each page of
 * docs/guide rendered to HTML, so a person running Fanout offline reads the same pages as on
 * the repository. An unknown page answers nothing here, so the errors middleware answers 404
 * `not_found` as for any path no route takes.
 */
export function guideRouter(): Router {
  const router = new Router();
  const md = markdown();
  router.get('/docs/guide', (ctx) => {
    const items = pages()
      .map(
        (p) =>
          `<li><a href="/docs/guide/${p.name}">${md.renderInline(p.title)}</a>: ${md.renderInline(p.intro)}</li>`,
      )
      .join('\n');
    const body = `<h1>The Fanout guide</h1>
<p>One topic a page, read top to bottom. The API's every operation is in the <a href="/docs">API reference</a>.</p>
<ul>
${items}
</ul>`;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = layout(md, 'The Fanout guide', body);
    ctx.state.contentSecurityPolicy = GUIDE_CSP;
  });
  router.get('/docs/guide.css', (ctx) => {
    ctx.type = 'text/css';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = STYLE;
  });
  // An unknown or malformed name answers nothing here: 404 `not_found` as for a missing page.
  router.get('/docs/images/:file', (ctx) => {
    const name = ctx.params.file;
    if (!IMAGE_NAME.test(name) || !fs.existsSync(path.join(IMAGES_DIR, name))) return;
    ctx.type = 'image/png';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(path.join(IMAGES_DIR, name));
  });
  router.get('/docs/guide/:page', (ctx) => {
    const name = ctx.params.page;
    if (!PAGE_NAME.test(name)) return;
    const page = pages().find((p) => p.name === name);
    if (!page) return;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = layout(md, page.title.replace(/`/g, ''), md.render(page.text));
    ctx.state.contentSecurityPolicy = GUIDE_CSP;
  });
  return router;
}
