/*
 * Pairs the extension with a Fanout account and shows the bridge's state. Pairing: the code from
 * POST /v1/accounts/connect names the blog platform (GET /v1/bridge/pair/{code}); the popup reads
 * which blog this browser is signed in to there, then trades the code for a bridge token
 * (POST /v1/bridge/pair), which connects that blog to the workspace.
 */
async function show() {
  const { state, apiUrl, blogId } = await chrome.storage.local.get(['state', 'apiUrl', 'blogId']);
  const status = state?.status ?? 'not paired';
  document.getElementById('state').textContent = `Bridge: ${status}${blogId ? ` (${blogId})` : ''}`;
  if (apiUrl) document.getElementById('apiUrl').value = apiUrl;
}

async function json(res) {
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(answer.error?.message ?? `${res.status} ${res.statusText}`);
  return answer;
}

document.getElementById('pair').addEventListener('submit', async (event) => {
  event.preventDefault();
  const apiUrl = document.getElementById('apiUrl').value.trim().replace(/\/$/, '');
  const code = document.getElementById('code').value.trim();
  const message = document.getElementById('message');
  message.textContent = 'Pairing…';
  try {
    const pairing = await json(await fetch(`${apiUrl}/v1/bridge/pair/${encodeURIComponent(code)}`));
    const session = await json(await fetch(`${pairing.platformUrl}/api/session`, { credentials: 'include' }));
    if (!session.signedIn) throw new Error(`sign in to the blog at ${pairing.platformUrl} first, then pair`);
    const paired = await json(
      await fetch(`${apiUrl}/v1/bridge/pair`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          pairingCode: code,
          accountHandle: session.user,
          version: chrome.runtime.getManifest().version,
        }),
      }),
    );
    await chrome.storage.local.set({
      apiUrl,
      token: paired.bridgeToken,
      blogBase: paired.platformUrl,
      blogId: paired.account.handle,
    });
    message.textContent = `Paired with ${paired.account.handle}.`;
  } catch (err) {
    message.textContent = `Could not pair: ${err.message}`;
  }
  show();
});
chrome.storage.onChanged.addListener(show);
show();
