import type { ApiKey, Person, Workspace } from '../entities';

/** Who is calling: the person, the key they used, and the workspaces that key reaches. */
export interface AuthContext {
  person: Person;
  key: ApiKey;
  workspaces: Workspace[];
  /**
   * Set when the caller is an agent over MCP: the OAuth grant its token belongs to (`key` stands in
   * for it), and whether it covers every workspace the person has (core/auth/reach.ts).
   */
  grant?: { id: string; clientName: string; coversEveryWorkspace: boolean };
  /**
   * Set when the caller is a person in the dashboard (the `fanout_session` cookie): every write
   * must carry this CSRF token (api/middleware/auth.ts). `key` stands in for the session.
   */
  session?: { id: string; csrfToken: string };
}
