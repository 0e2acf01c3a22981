/**
 * Moves to another dashboard path without reloading: the app listens to popstate
 * (app.tsx), so pushing the path and announcing it shows that screen.
 */
export function navigate(path: string): void {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** A link's click handler that navigates in the page, leaving modified clicks to the browser. */
export function followInPage(e: MouseEvent): void {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const href = (e.currentTarget as HTMLAnchorElement).getAttribute('href');
  if (!href) return;
  e.preventDefault();
  navigate(href);
}
