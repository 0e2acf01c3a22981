import type { BlogCategory, BlogPost } from './model';

/** The blog's public feed as RSS 2.0 (items: title, link, description, pubDate, category), latest 50. */
export function rssOf(
  blogId: string,
  origin: string,
  posts: readonly BlogPost[],
  categories: readonly BlogCategory[],
): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const items = posts.slice(0, 50).map((p) => {
    const category = categories.find((c) => c.id === p.categoryId)?.name ?? '';
    const description = p.blocks
      .flatMap((b) => ('text' in b ? [b.text] : []))
      .join(' ')
      .slice(0, 300);
    return [
      '<item>',
      `<title>${escape(p.title)}</title>`,
      `<link>${origin}/${blogId}/${p.logNo}</link>`,
      `<description>${escape(description)}</description>`,
      `<pubDate>${new Date(p.createdAt).toUTCString()}</pubDate>`,
      `<category>${escape(category)}</category>`,
      '</item>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${escape(blogId)}</title><link>${origin}/${blogId}</link><description>${escape(blogId)}</description>${items.join('')}</channel></rss>\n`;
}
