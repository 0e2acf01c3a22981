/** The dashboard's screens by path; api/routers/dashboard.ts answers index.html for each. */
export const SCREENS = ['keys', 'logs', 'accounts', 'compose', 'posts'] as const;
export type Screen = (typeof SCREENS)[number];

/** The screen of a path: its first segment (`/posts/<id>` is the Posts screen). */
export function screenOf(pathname: string): Screen {
  const name = pathname.replace(/^\/+|\/+$/g, '').split('/')[0];
  return (SCREENS as readonly string[]).includes(name) ? (name as Screen) : 'keys';
}

/**
 * Goes to a path inside the dashboard (`/posts/<id>`, `/compose?at=…`) without a reload: the
 * popstate it raises is what the app (and a screen reading its own path) listen to.
 */
export function navigate(path: string): void {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}
