/** The pages of the OAuth consent: sign in, then choose what the client may do. Plain HTML, no script. */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Fanout</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}
label{display:block;margin:.6rem 0}input[type=email],input[type=password]{width:100%;padding:.4rem;font:inherit}
button{padding:.5rem 1.2rem;font:inherit;margin-top:1rem}.error{color:#b00020}.muted{color:#666;font-size:.9rem}</style>
</head><body><h1>${escape(title)}</h1>${body}</body></html>`;

export function signInPage(clientName: string, params: Record<string, string>, error?: string): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  return page(
    'Sign in to Fanout',
    `<p><strong>${escape(clientName)}</strong> asks to publish and read posts for you through Fanout.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/oauth/authorize">${hidden}
<label>Email <input type="email" name="email" autocomplete="username" required></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button></form>`,
  );
}

export function consentPage(
  clientName: string,
  sealed: string,
  workspaces: Array<{ id: string; name: string }>,
  error?: string,
): string {
  const boxes = workspaces
    .map(
      (w, i) =>
        `<label><input type="checkbox" name="workspace" value="${escape(w.id)}"${i === 0 ? ' checked' : ''}> ${escape(w.name)}</label>`,
    )
    .join('');
  return page(
    'Allow access',
    `<p>Allow <strong>${escape(clientName)}</strong> to act in these workspaces: publish, edit and delete posts, upload media, read accounts, logs and help.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/oauth/consent"><input type="hidden" name="consent" value="${escape(sealed)}">
<fieldset><legend>Workspaces</legend>${boxes}</fieldset>
<label><input type="checkbox" name="research" value="on"> Also allow research tools (keyword and video research spend your daily research quotas)</label>
<button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="deny">Deny</button>
<p class="muted">You can revoke this at any time: DELETE /v1/grants/{id}.</p></form>`,
  );
}

export function errorPage(message: string): string {
  return page('Cannot continue', `<p class="error">${escape(message)}</p>`);
}
