/* Pairs the extension with a Fanout account (a code from POST /v1/accounts/connect) and shows the bridge's state. */
async function show() {
  const { state, apiUrl } = await chrome.storage.local.get(['state', 'apiUrl']);
  document.getElementById('state').textContent = `Bridge: ${state?.status ?? 'not paired'}`;
  if (apiUrl) document.getElementById('apiUrl').value = apiUrl;
}
document.getElementById('pair').addEventListener('submit', async (event) => {
  event.preventDefault();
  const apiUrl = document.getElementById('apiUrl').value.replace(/\/$/, '');
  const code = document.getElementById('code').value.trim();
  const message = document.getElementById('message');
  try {
    const res = await fetch(`${apiUrl}/v1/bridge/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, version: chrome.runtime.getManifest().version }),
    });
    const answer = await res.json();
    if (!res.ok) throw new Error(answer.error?.message ?? res.statusText);
    await chrome.storage.local.set({
      apiUrl,
      token: answer.bridgeToken,
      blogBase: answer.blogBase,
      blogId: answer.blogId,
    });
    message.textContent = `Paired with ${answer.blogId}.`;
  } catch (err) {
    message.textContent = `Could not pair: ${err.message}`;
  }
  show();
});
show();
