/** The dashboard's screens by path; api/routers/dashboard.ts answers index.html for each. */
export const SCREENS = ['keys', 'logs', 'accounts', 'calendar', 'research', 'billing'] as const;
export type Screen = (typeof SCREENS)[number];

export function screenOf(pathname: string): Screen {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return (SCREENS as readonly string[]).includes(name) ? (name as Screen) : 'keys';
}
