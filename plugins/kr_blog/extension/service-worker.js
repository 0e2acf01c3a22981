/*
 * The bridge's extension side: one WebSocket to Fanout (protocol 1, plugins/kr_blog/bridge/protocol.ts),
 * a ping every 20 s (which also keeps this service worker alive), and each job done in a tab of the
 * person's own browser with editor-driver.js (publishing) or engage-driver.js (like, comment,
 * delete, neighbor, on the blog's own pages). Settings in chrome.storage.local: apiUrl, token,
 * blogBase (where the blog lives: the real one, or the sandbox blog), blogId.
 */
const VERSION = chrome.runtime.getManifest().version;
const PING_MS = 20000;
let socket;
let pingTimer;
let state = { status: 'not paired' };
const pressed = new Set();

async function settings() {
  return chrome.storage.local.get(['apiUrl', 'token', 'blogBase', 'blogId']);
}

function setState(next) {
  state = { ...state, ...next };
  chrome.storage.local.set({ state });
}

async function loginState(s) {
  try {
    const res = await fetch(`${s.blogBase}/api/session?blogId=${encodeURIComponent(s.blogId)}`, {
      credentials: 'include',
    });
    const session = await res.json();
    if (!session.signedIn) return { state: 'signed_out' };
    return { state: session.user === s.blogId ? 'signed_in' : 'other_account', user: session.user };
  } catch {
    return { state: 'signed_out' };
  }
}

async function connect() {
  const s = await settings();
  if (!s.apiUrl || !s.token) return setState({ status: 'not paired' });
  if (socket && socket.readyState <= 1) return;
  const ws = new WebSocket(`${s.apiUrl.replace(/^http/, 'ws')}/v1/bridge`);
  socket = ws;
  ws.onopen = async () => {
    const login = await loginState(s);
    ws.send(
      JSON.stringify({
        type: 'hello',
        protocol: 1,
        token: s.token,
        version: VERSION,
        login,
        blog: { id: s.blogId },
      }),
    );
    clearInterval(pingTimer);
    pingTimer = setInterval(() => ws.readyState === 1 && ws.send(JSON.stringify({ type: 'ping' })), PING_MS);
  };
  ws.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === 'welcome') setState({ status: 'connected', accountId: message.accountId });
    if (message.type === 'refused') setState({ status: `refused: ${message.code}` });
    if (message.type === 'job')
      runJob(message).catch((err) =>
        send({ type: 'result', jobId: message.jobId, ok: false, code: 'bridge_lost', detail: String(err) }),
      );
  };
  ws.onclose = () => {
    clearInterval(pingTimer);
    if (socket === ws) socket = undefined;
    if (!state.status.startsWith('refused')) setState({ status: 'reconnecting' });
    setTimeout(connect, 2000);
  };
}

function send(message) {
  if (socket && socket.readyState === 1) socket.send(JSON.stringify(message));
}

chrome.runtime.onMessage.addListener((message) => {
  if (message.type === 'pressed') pressed.add(message.jobId);
  // A comment is about to be sent: Fanout hears it before the click (never a reply twice).
  if (message.type === 'clicking') {
    pressed.add(message.jobId);
    send({ type: 'progress', jobId: message.jobId, step: 'publishing' });
  }
  if (message.type === 'reconnect') {
    socket?.close();
    connect();
  }
});

/** The files of a job, fetched here (the extension may reach Fanout's media URLs; the page may not). */
async function filesOf(job) {
  const images = job.payload.blocks.filter((b) => b.kind === 'image' || b.kind === 'video');
  return Promise.all(
    images.map(async (b, i) => {
      const res = await fetch(b.url);
      if (!res.ok) throw new Error(`media ${b.url} answered ${res.status}`);
      const buffer = new Uint8Array(await res.arrayBuffer());
      let binary = '';
      for (let j = 0; j < buffer.length; j += 0x8000)
        binary += String.fromCharCode(...buffer.subarray(j, j + 0x8000));
      return {
        name: `file${i}`,
        contentType: res.headers.get('content-type') || 'image/jpeg',
        base64: btoa(binary),
        caption: b.caption,
      };
    }),
  );
}

/** Did a publish whose answer was lost go out? The blog's own latest posts say (protocol.ts, `verify`). */
async function verifyJob(job) {
  const s = await settings();
  const since = encodeURIComponent(job.payload.since);
  const res = await fetch(`${s.blogBase}/api/${encodeURIComponent(s.blogId)}/posts?since=${since}`, {
    credentials: 'include',
  }).catch(() => null);
  if (!res || !res.ok)
    return send({ type: 'result', jobId: job.jobId, ok: false, code: 'kr_publish_unconfirmed' });
  const { posts } = await res.json();
  const found = posts.find((p) => p.title === job.payload.title);
  if (!found) return send({ type: 'result', jobId: job.jobId, ok: false, code: 'kr_post_unavailable' });
  send({
    type: 'result',
    jobId: job.jobId,
    ok: true,
    logNo: found.logNo,
    url: `${s.blogBase}/${s.blogId}/${found.logNo}`,
  });
}

/**
 * Jobs that read the blog or change one thing (protocol.ts): the blog's own calls from this
 * browser, where the person is signed in; its refusals as the spec's codes.
 */
async function readJob(job) {
  const s = await settings();
  const api = `${s.blogBase}/api/${encodeURIComponent(s.blogId)}`;
  const logNo = encodeURIComponent(String(job.payload.logNo || ''));
  const call = async (method, path, body) => {
    const res = await fetch(`${api}${path}`, {
      method,
      credentials: 'include',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, answer: await res.json().catch(() => ({})) };
  };
  let r;
  switch (job.kind) {
    case 'refresh':
      r = await call('GET', '/categories');
      return r.status === 200
        ? { ok: true, data: { categories: r.answer.categories } }
        : blogRefusal(r.status, r.answer, 'kr_post_unavailable');
    case 'source':
      r = await call('GET', `/posts/${logNo}/source`);
      return r.status === 200
        ? { ok: true, data: r.answer }
        : blogRefusal(r.status, r.answer, 'kr_post_unavailable');
    case 'posts':
      r = await call('GET', '/posts');
      return r.status === 200
        ? { ok: true, data: { posts: r.answer.posts } }
        : blogRefusal(r.status, r.answer, 'kr_post_unavailable');
    case 'drafts':
      r = await call('GET', '/drafts');
      return r.status === 200
        ? { ok: true, data: { drafts: r.answer.drafts } }
        : blogRefusal(r.status, r.answer, 'kr_draft_not_found');
    case 'delete':
      r = await call('DELETE', `/posts/${logNo}`);
      return r.status === 200
        ? { ok: true, data: { deleted: true } }
        : blogRefusal(r.status, r.answer, 'kr_post_unavailable');
    case 'stats':
      r = await call('GET', `/posts/${logNo}/stats`);
      return r.status === 200
        ? { ok: true, data: r.answer }
        : blogRefusal(r.status, r.answer, 'kr_stats_unavailable');
    case 'comments':
      // Another blog's post too (a lost reply looked for): its comments are public.
      if (job.payload.blogId) return commentsOf(s, job.payload.blogId, job.payload.logNo);
      r = await call('GET', `/posts/${logNo}/comments`);
      if (r.status !== 200) return blogRefusal(r.status, r.answer, 'kr_post_unavailable');
      if (r.answer.open === false) return { ok: false, code: 'kr_comments_closed' };
      return { ok: true, data: { comments: r.answer.comments } };
    case 'publishDraft': {
      const { logNo: draft, ...overrides } = job.payload;
      r = await call('POST', '/posts', { ...overrides, fromDraft: String(draft) });
      if (r.status === 200 && r.answer.logNo) return { ok: true, logNo: r.answer.logNo, url: r.answer.url };
      return blogRefusal(r.status, r.answer, 'kr_draft_not_found');
    }
    case 'edit':
      return editJob(job, call);
    case 'autocomplete':
      return autocompleteJob(job);
    default:
      return { ok: false, code: 'bridge_unsupported', detail: job.kind };
  }
}

/**
 * Keyword expansion from this browser: the platform's autocomplete (at the address the server
 * names) asked once per seed, as the person's own searches would; words by seed.
 */
async function autocompleteJob(job) {
  const words = {};
  for (const seed of job.payload.seeds || []) {
    const query = new URLSearchParams({
      q: seed,
      st: '100',
      r_format: 'json',
      r_enc: 'UTF-8',
      q_enc: 'UTF-8',
    });
    const res = await fetch(`${job.payload.url}?${query}`);
    if (res.status !== 200)
      return { ok: false, code: 'platform_error', detail: `autocomplete answered ${res.status}` };
    const answer = await res.json().catch(() => ({}));
    const first = Array.isArray(answer.items) && Array.isArray(answer.items[0]) ? answer.items[0] : [];
    words[seed] = first.filter((e) => Array.isArray(e) && typeof e[0] === 'string').map((e) => e[0].trim());
  }
  return { ok: true, data: { words } };
}

/** The blog's own refusal codes, as the spec's (the same table as the protocol client's). */
const BLOG_CODES = {
  category_missing: 'kr_category_missing',
  is_draft: 'kr_draft_unpublished',
  source_changed: 'kr_source_required',
  keep_unknown: 'kr_keep_unknown',
};

/** A refusal of the blog as the spec's code: by its own code, else by status; `notFound` is what a 404 means. */
function blogRefusal(status, answer, notFound) {
  const byStatus = { 401: 'kr_not_logged_in', 403: 'kr_wrong_login', 404: notFound, 429: 'kr_rate_limited' };
  return {
    ok: false,
    code: BLOG_CODES[answer.code] || byStatus[status] || 'kr_publish_failed',
    detail: answer.message || `the blog answered ${status}`,
  };
}

/** Rewrites a published post in place: each file uploaded to the blog, then the post's update call. */
async function editJob(job, call) {
  const s = await settings();
  const api = `${s.blogBase}/api/${encodeURIComponent(s.blogId)}`;
  const { logNo, ...post } = job.payload;
  const blocks = [];
  for (const block of post.blocks) {
    if (block.kind !== 'image' && block.kind !== 'video') {
      const { highlight, ...rest } = block;
      blocks.push(highlight ? { ...rest, style: 'highlight' } : rest);
      continue;
    }
    const file = await fetch(block.url).catch(() => null);
    if (!file || !file.ok) return { ok: false, code: 'kr_upload_failed', detail: block.url };
    const uploaded = await fetch(`${api}/upload`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': file.headers.get('content-type') || 'application/octet-stream' },
      body: await file.arrayBuffer(),
    });
    const answer = await uploaded.json().catch(() => ({}));
    if (!uploaded.ok || !answer.url) return blogRefusal(uploaded.status, answer, 'kr_upload_failed');
    blocks.push({
      kind: block.kind,
      url: answer.url,
      ...(block.caption ? { caption: block.caption } : {}),
      ...(block.aiLabel ? { ai: true } : {}),
    });
  }
  const r = await call('PUT', `/posts/${encodeURIComponent(String(logNo))}`, { ...post, blocks });
  if (r.status === 200 && r.answer.logNo) return { ok: true, logNo: r.answer.logNo, url: r.answer.url };
  return blogRefusal(r.status, r.answer, 'kr_post_unavailable');
}

/** A post's comments on any blog, as its page lists them. */
async function commentsOf(s, blogId, logNo) {
  const url = `${s.blogBase}/api/${encodeURIComponent(blogId)}/posts/${encodeURIComponent(String(logNo))}/comments`;
  const res = await fetch(url, { credentials: 'include' }).catch(() => null);
  if (!res) return { ok: false, code: 'bridge_lost', detail: 'the comment list did not answer' };
  const answer = await res.json().catch(() => ({}));
  if (res.status !== 200) return blogRefusal(res.status, answer, 'kr_post_unavailable');
  if (answer.open === false) return { ok: false, code: 'kr_comments_closed' };
  return { ok: true, data: { comments: answer.comments } };
}

const ENGAGE_KINDS = ['like', 'unlike', 'reply', 'deleteReply', 'follow', 'unfollow'];

/**
 * An engagement job on the blog's own page, in a tab: the post's page for a like, a comment or its
 * delete, the
 * blog's neighbor page for a follow. A comment whose click got no answer is looked for in the
 * post's comment list (ours: our blog id, the same text, since the job began); found, it is the
 * answer; not found or unreadable, `kr_reply_unknown` (Fanout asks the person before any resend).
 */
async function engageJob(job) {
  const s = await settings();
  const p = job.payload;
  const url = ['follow', 'unfollow'].includes(job.kind)
    ? `${s.blogBase}/BuddyAddForm?blogId=${encodeURIComponent(p.blogId)}`
    : `${s.blogBase}/PostView?blogId=${encodeURIComponent(p.blogId)}&logNo=${encodeURIComponent(p.logNo)}`;
  const tab = await chrome.tabs.create({ url, active: false });
  try {
    await waitForLoad(tab.id);
    send({ type: 'progress', jobId: job.jobId, step: 'opened' });
    await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ['engage-driver.js'] });
    const [{ result }] = await chrome.scripting.executeScript({
      target: { tabId: tab.id },
      func: (payload) => fanoutEngage(payload),
      args: [{ ...p, kind: job.kind, jobId: job.jobId }],
    });
    if (!result || !result.unconfirmed) return withUrl(s, job, result);
    send({ type: 'progress', jobId: job.jobId, step: 'verifying' });
    const read = await commentsOf(s, p.blogId, p.logNo);
    if (!read.ok)
      return {
        ok: false,
        code: 'kr_reply_unknown',
        detail: `the comment got no answer and the list could not be read (${read.code})`,
      };
    const since = Date.parse(p.since || '') || 0;
    const ours = read.data.comments.find(
      (c) =>
        c.author === s.blogId &&
        c.text === p.text &&
        Date.parse(c.at) >= since &&
        (c.parentId || undefined) === (p.commentId || undefined),
    );
    if (ours) return withUrl(s, job, { ok: true, data: { commentId: ours.id } });
    return {
      ok: false,
      code: 'kr_reply_unknown',
      detail: 'the comment got no answer and is not in the list yet',
    };
  } finally {
    chrome.tabs.remove(tab.id).catch(() => undefined);
  }
}

/** A comment's answer names its address on the post's page. */
function withUrl(s, job, result) {
  if (!result) return { ok: false, code: 'kr_ui_changed', detail: 'the page script gave no answer' };
  if (!result.ok || job.kind !== 'reply') return result;
  const { blogId, logNo } = job.payload;
  return {
    ok: true,
    data: { ...result.data, url: `${s.blogBase}/${blogId}/${logNo}#comment-${result.data.commentId}` },
  };
}

async function runJob(job) {
  if (job.kind === 'verify') return verifyJob(job);
  if (ENGAGE_KINDS.includes(job.kind)) {
    // Past the comment's click, a failure cannot say whether the comment went out.
    const done = await engageJob(job).catch((err) => ({
      ok: false,
      code: pressed.has(job.jobId) ? 'kr_reply_unknown' : 'bridge_lost',
      detail: String(err),
    }));
    return send({ type: 'result', jobId: job.jobId, ...done });
  }
  // Anything but a publish is the blog's own calls; only a publish drives the editor in a tab.
  if (job.kind !== 'publish') {
    const read = await readJob(job).catch((err) => ({ ok: false, code: 'bridge_lost', detail: String(err) }));
    return send({ type: 'result', jobId: job.jobId, ...read });
  }
  const s = await settings();
  const files = await filesOf(job).catch(() => null);
  if (!files) return send({ type: 'result', jobId: job.jobId, ok: false, code: 'kr_upload_failed' });
  const tab = await chrome.tabs.create({ url: `${s.blogBase}/${s.blogId}/postwrite`, active: false });
  send({ type: 'progress', jobId: job.jobId, step: 'opened' });
  const postUrl = new RegExp(`/${s.blogId}/(\\d+)$`);
  const outcome = new Promise((resolve) => {
    const onUpdated = (tabId, change) => {
      if (tabId !== tab.id || !change.url) return;
      const match = postUrl.exec(new URL(change.url).pathname);
      if (match) finish({ ok: true, logNo: match[1], url: change.url });
    };
    const onRemoved = (tabId) => tabId === tab.id && finish({ ok: false, code: 'kr_tab_lost' });
    const timer = setTimeout(
      () =>
        finish({ ok: false, code: pressed.has(job.jobId) ? 'kr_publish_unconfirmed' : 'kr_publish_failed' }),
      120000,
    );
    function finish(result) {
      clearTimeout(timer);
      chrome.tabs.onUpdated.removeListener(onUpdated);
      chrome.tabs.onRemoved.removeListener(onRemoved);
      resolve(result);
    }
    chrome.tabs.onUpdated.addListener(onUpdated);
    chrome.tabs.onRemoved.addListener(onRemoved);
    job.finish = finish;
  });
  await waitForLoad(tab.id);
  send({ type: 'progress', jobId: job.jobId, step: 'typing' });
  try {
    await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ['editor-driver.js'] });
    const [{ result }] = await chrome.scripting.executeScript({
      target: { tabId: tab.id },
      func: (payload, fileList) => fanoutDriveEditor(payload, fileList),
      args: [{ ...job.payload, jobId: job.jobId }, files],
    });
    // A refusal, or a draft saved (its number is the answer: the page does not leave).
    if (result && (!result.ok || result.logNo)) job.finish(result);
  } catch (err) {
    // The page left while the driver ran: after the final button that is the post opening.
    if (!pressed.has(job.jobId)) job.finish({ ok: false, code: 'kr_tab_lost', detail: String(err) });
  }
  const result = await outcome;
  send({ type: 'result', jobId: job.jobId, ...result });
  // Done either way: an unattended browser must not fill up with tabs (the result says what went wrong).
  chrome.tabs.remove(tab.id).catch(() => undefined);
}

function waitForLoad(tabId) {
  return new Promise((resolve) => {
    const listener = (id, change) => {
      if (id === tabId && change.status === 'complete') {
        chrome.tabs.onUpdated.removeListener(listener);
        resolve();
      }
    };
    chrome.tabs.onUpdated.addListener(listener);
  });
}

chrome.runtime.onStartup.addListener(connect);
chrome.runtime.onInstalled.addListener(connect);
chrome.storage.onChanged.addListener((changes) => {
  if (changes.token || changes.apiUrl) connect();
});
connect();
