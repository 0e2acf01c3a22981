import type { ResearchBlogPost } from '../sandbox-research/blogs';
import type { BlogCategory, BlogPost } from './model';

/**
 * The blog's public feed as RSS 2.0 (items: title, link, description, pubDate, category), latest
 * 50: its posts, then the generated history of a research blog.
 */
export function rssOf(
  blogId: string,
  origin: string,
  posts: readonly BlogPost[],
  categories: readonly BlogCategory[],
  history: readonly ResearchBlogPost[] = [],
): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const entries: ResearchBlogPost[] = [
    ...posts.map((p) => ({
      title: p.title,
      logNo: p.logNo,
      category: categories.find((c) => c.id === p.categoryId)?.name ?? '',
      description: p.blocks
        .flatMap((b) => ('text' in b ? [b.text] : []))
        .join(' ')
        .slice(0, 300),
      publishedAt: new Date(p.createdAt),
    })),
    ...history,
  ];
  const items = entries.slice(0, 50).map((p) => {
    return [
      '<item>',
      `<title>${escape(p.title)}</title>`,
      `<link>${origin}/${blogId}/${p.logNo}</link>`,
      `<description>${escape(p.description)}</description>`,
      `<pubDate>${p.publishedAt.toUTCString()}</pubDate>`,
      `<category>${escape(p.category)}</category>`,
      '</item>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${escape(blogId)}</title><link>${origin}/${blogId}</link><description>${escape(blogId)}</description>${items.join('')}</channel></rss>\n`;
}
