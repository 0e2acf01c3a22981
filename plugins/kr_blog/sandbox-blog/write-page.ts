/**
 * The sandbox blog's write page, built like the real one (PLATFORMS.md, kr_blog): the page holds
 * the editor in an iframe `#mainFrame`; the editor is SmartEditor-ONE-like, blocks are
 * `.se-component` elements, and the controls carry generated class names (`publish_btn__<hash>`)
 * that change with `uiVersion`, so a driver must find them by role, label and text. Publishing opens
 * a panel (category, open type, tags, scheduled time) with a final button. The page's script calls
 * the emulator's JSON endpoints (emulator.ts), then goes to `/{blogId}/{logNo}` as the real one does.
 *
 * Hazards the page shows: a "post in progress" pop-up on open, a help panel over the editor, a
 * renamed publish control (another label and class), and a slow publish panel.
 */
export interface WritePageOptions {
  blogId: string;
  /** Changes every generated class name, as a new editor release does. */
  uiVersion: string;
  popup: boolean;
  helpPanel: boolean;
  /** The publish control says "Post" instead of "Publish" (a control the driver's table misses). */
  renamedControl: boolean;
  slowPublishPanelMs: number;
  categories: Array<{ id: string; name: string; parentId?: string }>;
}

function hashed(name: string, uiVersion: string): string {
  let h = 0;
  for (const c of `${name}:${uiVersion}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${name}__${h.toString(36).slice(0, 5)}`;
}

/** The editor document (the iframe's), served at `/{blogId}/postwrite/editor`. */
export function editorHtml(o: WritePageOptions): string {
  const c = (name: string) => hashed(name, o.uiVersion);
  const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const options = o.categories
    .map((cat) => `<option value="${escape(cat.id)}">${cat.parentId ? '└ ' : ''}${escape(cat.name)}</option>`)
    .join('');
  const publishLabel = o.renamedControl ? 'Post' : 'Publish';
  const editor = `<!doctype html><html><head><meta charset="utf-8"></head><body>
<div class="se-wrap">
  <div class="${c('toolbar')}" role="toolbar" aria-label="Editor toolbar">
    <button type="button" class="${c('image_btn')}" aria-label="Photo">Photo</button>
    <button type="button" class="${c('quote_btn')}" aria-label="Quotation">“ ”</button>
    <button type="button" class="${c('title_btn')}" aria-label="Section title">T</button>
    <button type="button" class="${c('paragraph_btn')}" aria-label="New paragraph">¶</button>
    <button type="button" class="${c('highlight_btn')}" aria-label="Highlight">H</button>
    <input type="file" class="${c('file_input')}" accept="image/*,video/*" hidden>
    <button type="button" class="${c('save_btn')}" aria-label="Save as draft">Save</button>
    <button type="button" class="${c('publish_btn')}" aria-label="${publishLabel}">${publishLabel}</button>
  </div>
  <div class="se-documentTitle"><div class="se-component se-title" contenteditable="true" role="textbox" aria-label="Title" data-placeholder="Title"></div></div>
  <div class="se-content" role="document" aria-label="Body"><div class="se-component se-text"><p class="se-text-paragraph" contenteditable="true"></p></div></div>
  ${o.helpPanel ? `<div class="${c('help_panel')}" role="dialog" aria-label="Help" style="position:fixed;inset:0;background:#fff"><button type="button" aria-label="Close help">×</button></div>` : ''}
  ${o.popup ? `<div class="${c('popup')}" role="alertdialog" aria-label="A post in progress"><p>You have a post in progress. Continue writing it?</p><button type="button">Cancel</button><button type="button">Continue</button></div>` : ''}
  <div class="${c('publish_panel')}" role="dialog" aria-label="Publish settings" hidden>
    <label>Category <select class="${c('category_select')}" aria-label="Category"><option value="">Choose</option>${options}</select></label>
    <fieldset aria-label="Open to"><label><input type="radio" name="open" value="public" checked>Public</label><label><input type="radio" name="open" value="neighbors">Neighbors</label><label><input type="radio" name="open" value="private">Private</label></fieldset>
    <div class="${c('tag_box')}"><input class="${c('tag_input')}" aria-label="Tags" placeholder="#tag"><div class="${c('tag_list')}"></div></div>
    <label>Schedule <input type="datetime-local" aria-label="Scheduled time" class="${c('schedule_input')}"></label>
    <button type="button" class="${c('confirm_btn')}" aria-label="Publish now">Publish now</button>
  </div>
  <p class="${c('message')}" role="status"></p>
</div>
<script>
(() => {
  const blogId = ${JSON.stringify(o.blogId)};
  // This document is <base>/<blogId>/postwrite/editor; the editor's calls live at <base>/api/<blogId>/...
  const api = (path) => new URL('../../api/' + encodeURIComponent(blogId) + path, location.href).href;
  const q = (label) => document.querySelector('[aria-label="' + label + '"]');
  const tags = [];
  const status = document.querySelector('[role=status]');
  document.querySelectorAll('[role=alertdialog] button, [aria-label="Close help"]').forEach((b) =>
    b.addEventListener('click', () => b.closest('[role=alertdialog],[role=dialog]').remove()));
  q('Photo').addEventListener('click', () => document.querySelector('input[type=file]').click());
  // A quotation or a section title goes below, and the cursor on in a new paragraph after it.
  const insert = (className, inner, paragraphAfter = true) => {
    const block = document.createElement('div');
    block.className = 'se-component ' + className;
    block.innerHTML = inner;
    document.querySelector('.se-content').appendChild(block);
    if (!paragraphAfter) return;
    const next = document.createElement('div');
    next.className = 'se-component se-text';
    next.innerHTML = '<p class="se-text-paragraph" contenteditable="true"></p>';
    document.querySelector('.se-content').appendChild(next);
  };
  // Enter at the end of a paragraph: a new one below. Highlight: the paragraph where the cursor is.
  const lastParagraph = () => [...document.querySelectorAll('.se-content .se-text')].pop();
  q('New paragraph').addEventListener('click', () => insert('se-text', '<p class="se-text-paragraph" contenteditable="true"></p>', false));
  q('Highlight').addEventListener('click', () => lastParagraph()?.classList.toggle('se-highlight'));
  q('Quotation').addEventListener('click', () => insert('se-quotation', '<blockquote class="se-quote" contenteditable="true"></blockquote>'));
  q('Section title').addEventListener('click', () => insert('se-sectionTitle', '<h2 class="se-section-title" contenteditable="true"></h2>'));
  document.querySelector('input[type=file]').addEventListener('change', async (e) => {
    for (const file of e.target.files) {
      const res = await fetch(api('/upload'), { method: 'POST', headers: { 'content-type': file.type }, body: file });
      const answer = await res.json();
      if (!res.ok) { status.textContent = answer.message; continue; }
      const kind = file.type.startsWith('video/') ? 'video' : 'image';
      const block = document.createElement('div');
      block.className = 'se-component se-' + kind;
      block.dataset.url = answer.url;
      block.innerHTML = kind === 'image'
        ? '<img src="' + answer.url + '"><p class="se-caption" contenteditable="true" aria-label="Caption"></p><label><input type="checkbox" aria-label="AI usage label"> Made with AI</label>'
        : '<video src="' + answer.url + '"></video>';
      document.querySelector('.se-content').appendChild(block);
      // As the real editor does: the cursor goes on in a new paragraph below the file.
      const next = document.createElement('div');
      next.className = 'se-component se-text';
      next.innerHTML = '<p class="se-text-paragraph" contenteditable="true"></p>';
      document.querySelector('.se-content').appendChild(next);
    }
  });
  const blocks = () => [...document.querySelectorAll('.se-content .se-component')].map((el) => {
    if (el.classList.contains('se-image')) return { kind: 'image', url: el.dataset.url, caption: el.querySelector('.se-caption').textContent, ...(el.querySelector('[aria-label="AI usage label"]').checked ? { ai: true } : {}) };
    if (el.classList.contains('se-video')) return { kind: 'video', url: el.dataset.url };
    if (el.classList.contains('se-quotation')) return { kind: 'quote', text: el.textContent };
    if (el.classList.contains('se-sectionTitle')) return { kind: 'heading', text: el.textContent, level: 2 };
    return { kind: 'text', text: el.textContent, ...(el.classList.contains('se-highlight') ? { style: 'highlight' } : {}) };
  }).filter((b) => !('text' in b) || b.text.trim() !== '');
  const title = () => document.querySelector('.se-title').textContent;
  q('Save as draft').addEventListener('click', async () => {
    const res = await fetch(api('/drafts'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: title(), blocks: blocks() }) });
    const answer = await res.json();
    status.textContent = res.ok ? 'Saved (' + answer.logNo + ')' : answer.message;
  });
  q(${JSON.stringify(publishLabel)}).addEventListener('click', () => setTimeout(() => {
    document.querySelector('[aria-label="Publish settings"]').hidden = false;
  }, ${Number(o.slowPublishPanelMs) || 0}));
  q('Tags').addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    const tag = e.target.value.replace(/^#/, '').trim();
    if (tag) { tags.push(tag); const chip = document.createElement('span'); chip.textContent = '#' + tag; e.target.nextElementSibling.appendChild(chip); }
    e.target.value = '';
  });
  q('Publish now').addEventListener('click', async () => {
    const open = document.querySelector('input[name=open]:checked').value;
    const at = q('Scheduled time').value;
    const body = { title: title(), blocks: blocks(), categoryId: q('Category').value, tags, openType: open, ...(at ? { publishAt: new Date(at).toISOString() } : {}) };
    const res = await fetch(api('/posts'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await res.json();
    if (!res.ok) { status.textContent = answer.message; return; }
    window.top.location.href = answer.url;
  });
})();
</script></body></html>`;
  return editor;
}

/** The write page: the editor in its iframe, as the real page nests it. */
export function writePageHtml(blogId: string): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Write - ${escape(blogId)}</title></head><body style="margin:0"><iframe id="mainFrame" name="mainFrame" style="border:0;width:100%;height:100vh" src="postwrite/editor"></iframe></body></html>`;
}
