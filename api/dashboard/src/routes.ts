/** The dashboard's screens by path; api/routers/dashboard.ts answers index.html for each. */
export const SCREENS = [
  'compose',
  'posts',
  'calendar',
  'accounts',
  'research',
  'keys',
  'logs',
  'billing',
  'webhooks',
] as const;
export type Screen = (typeof SCREENS)[number];

/** The screen of a path: its first segment (`/posts/<id>` is the Posts screen); else the posts. */
export function screenOf(pathname: string): Screen {
  const name = pathname.replace(/^\/+|\/+$/g, '').split('/')[0];
  return (SCREENS as readonly string[]).includes(name) ? (name as Screen) : 'posts';
}
