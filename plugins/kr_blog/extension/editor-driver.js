/*
 * Drives the blog's editor for one job. Injected into the write page by the service worker with
 * the job as its argument; returns {ok: true} once the final publish button was pressed (the page
 * then goes to the new post, which the service worker watches), or {ok: false, code, detail} with
 * the spec's code. Every control is found through SELECTORS, by role, label and text, never by the
 * editor's generated class names: a changed editor is one edit here, and kr_ui_changed until then.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the service worker after injecting this file
async function fanoutDriveEditor(job, files) {
  const SELECTORS = {
    editorFrame: () => document.querySelector('#mainFrame'),
    title: (d) => d.querySelector('[role=textbox][aria-label="Title"]'),
    paragraph: (d) => d.querySelector('.se-content .se-text-paragraph'),
    fileInput: (d) => d.querySelector('input[type=file]'),
    popup: (d) => d.querySelector('[role=alertdialog]'),
    helpPanel: (d) => d.querySelector('[role=dialog][aria-label="Help"]'),
    publish: (d) => d.querySelector('button[aria-label="Publish"]'),
    panel: (d) => d.querySelector('[role=dialog][aria-label="Publish settings"]'),
    category: (d) => d.querySelector('select[aria-label="Category"]'),
    openType: (d, value) => d.querySelector(`input[name=open][value="${value}"]`),
    tags: (d) => d.querySelector('input[aria-label="Tags"]'),
    confirm: (d) => d.querySelector('button[aria-label="Publish now"]'),
    status: (d) => d.querySelector('[role=status]'),
  };
  const fail = (code, detail) => ({ ok: false, code, detail });
  const wait = async (find, ms) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > until) return null;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  // Signed out since the job was sent: the write page sent us to the sign-in page. Nothing was written.
  if (/\/login$/.test(location.pathname)) return fail('kr_not_logged_in', 'the blog asks to sign in');
  const frame = await wait(() => {
    const f = SELECTORS.editorFrame();
    return f &&
      f.contentDocument &&
      f.contentDocument.readyState === 'complete' &&
      SELECTORS.title(f.contentDocument)
      ? f
      : null;
  }, 15000);
  if (!frame) return fail('kr_ui_changed', 'editor frame or title field not found');
  const d = frame.contentDocument;
  // The hazards of opening: "a post in progress" (we start a new one) and the help panel.
  const popup = SELECTORS.popup(d);
  if (popup) [...popup.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Cancel')?.click();
  SELECTORS.helpPanel(d)?.querySelector('button')?.click();

  const type = (el, text) => {
    el.textContent = text;
    el.dispatchEvent(new InputEvent('input', { bubbles: true }));
  };
  type(SELECTORS.title(d), job.title);
  if (!SELECTORS.paragraph(d)) return fail('kr_ui_changed', 'body paragraph not found');
  // In the body's order: text goes into the paragraph where the cursor is (the last one), each
  // file after it, and the editor opens a new paragraph below every file.
  let fileIndex = 0;
  for (const block of job.blocks) {
    if (block.kind === 'image' || block.kind === 'video') {
      const file = files[fileIndex++];
      const input = SELECTORS.fileInput(d);
      if (!input) return fail('kr_ui_changed', 'photo input not found');
      const before = d.querySelectorAll('.se-content .se-image, .se-content .se-video').length;
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], file.name, { type: file.contentType }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      const placed = await wait(
        () => d.querySelectorAll('.se-content .se-image, .se-content .se-video').length > before,
        30000,
      );
      if (!placed)
        return fail('kr_upload_failed', SELECTORS.status(d)?.textContent || `${file.name} did not go in`);
      const caption = [...d.querySelectorAll('.se-content .se-caption')].pop();
      if (caption && file.caption && block.kind === 'image') type(caption, file.caption);
      if (block.aiLabel) {
        const label = [...d.querySelectorAll('.se-content [aria-label="AI usage label"]')].pop();
        if (!label) return fail('kr_ui_changed', 'AI usage label control not found');
        label.click();
      }
      continue;
    }
    const text = block.text ?? block.url ?? '';
    if (!text) continue;
    if (block.kind === 'quote' || block.kind === 'heading') {
      const label = block.kind === 'quote' ? 'Quotation' : 'Section title';
      const button = d.querySelector(`button[aria-label="${label}"]`);
      if (!button) return fail('kr_ui_changed', `${label} control not found`);
      button.click();
      const made = [
        ...d.querySelectorAll(
          block.kind === 'quote' ? '.se-quotation [contenteditable]' : '.se-sectionTitle [contenteditable]',
        ),
      ].pop();
      if (!made) return fail('kr_ui_changed', `${label} did not go in`);
      type(made, text);
      continue;
    }
    // Each paragraph its own (a new one when the cursor's is written), highlighted where the form says.
    if ([...d.querySelectorAll('.se-content .se-text-paragraph')].pop().textContent) {
      const newParagraph = d.querySelector('button[aria-label="New paragraph"]');
      if (!newParagraph) return fail('kr_ui_changed', 'new paragraph control not found');
      newParagraph.click();
    }
    type([...d.querySelectorAll('.se-content .se-text-paragraph')].pop(), text);
    if (block.highlight) {
      const highlight = d.querySelector('button[aria-label="Highlight"]');
      if (!highlight) return fail('kr_ui_changed', 'highlight control not found');
      highlight.click();
    }
  }

  if (job.draftOnly) {
    const save = [...d.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === 'Save as draft',
    );
    if (!save) return fail('kr_ui_changed', 'Save as draft control not found');
    save.click();
    const saved = await wait(() => /Saved \((\d+)\)/.exec(SELECTORS.status(d)?.textContent || ''), 10000);
    if (!saved)
      return fail('kr_draft_unknown', SELECTORS.status(d)?.textContent || 'no answer to Save as draft');
    return { ok: true, logNo: saved[1], url: `${location.origin}${location.pathname}?logNo=${saved[1]}` };
  }

  const publish = SELECTORS.publish(d);
  if (!publish) return fail('kr_ui_changed', 'publish control not found');
  publish.click();
  const panel = await wait(() => (SELECTORS.panel(d)?.hidden === false ? SELECTORS.panel(d) : null), 10000);
  if (!panel) return fail('kr_publish_failed', 'the publish panel did not open');
  const category = SELECTORS.category(d);
  if (!category) return fail('kr_ui_changed', 'category control not found');
  if (job.categoryId) {
    if (![...category.options].some((o) => o.value === job.categoryId))
      return fail('kr_category_missing', job.categoryId);
    category.value = job.categoryId;
    category.dispatchEvent(new Event('change', { bubbles: true }));
  }
  SELECTORS.openType(d, job.openType || 'public')?.click();
  const tags = SELECTORS.tags(d);
  for (const tag of job.tags || []) {
    tags.value = tag;
    tags.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }
  const confirm = SELECTORS.confirm(d);
  if (!confirm) return fail('kr_ui_changed', 'final publish button not found');
  // From here the page may leave at once (success): the service worker learns the button was pressed.
  await chrome.runtime.sendMessage({ type: 'pressed', jobId: job.jobId });
  confirm.click();
  // A refusal shows in the status line; success navigates away (the service worker sees it).
  const refused = await wait(() => SELECTORS.status(d)?.textContent.trim() || null, 3000).catch(() => null);
  if (refused) return fail(/today/.test(refused) ? 'kr_rate_limited' : 'kr_publish_failed', refused);
  return { ok: true };
}
