import { api } from '../../api';
import { refusalOf } from '../../refusal';

/**
 * Starts an OAuth connect and sends the browser to the channel's authorize page. The attempt names
 * this screen as its `redirectUrl`, so the callback sends the browser back here with the outcome
 * (API clients that give none still get the callback's JSON). Answers the refusal when it fails.
 */
export async function startConnect(
  workspaceId: string,
  input: { platform: string; sandbox: boolean; handle?: string; server?: string },
): Promise<{ code: string; message: string } | null> {
  const { data, error } = await api.POST('/v1/accounts/connect', {
    headers: { 'x-service-workspace': workspaceId },
    body: {
      platform: input.platform,
      sandbox: input.sandbox,
      ...(input.handle ? { handle: input.handle } : {}),
      ...(input.server ? { server: input.server } : {}),
      redirectUrl: `${location.origin}/accounts`,
    },
  });
  // 202 is the attempt (with authorizeUrl); 201, an account stored at once, does not come for OAuth.
  const url = data && 'authorizeUrl' in data ? data.authorizeUrl : undefined;
  if (!url) return refusalOf(error);
  location.assign(url);
  return null;
}
