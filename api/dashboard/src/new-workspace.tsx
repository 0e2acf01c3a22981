import { useState } from 'preact/hooks';
import { api } from './api';
import { useWords } from './i18n';
import { refusalOf, wordRefusal } from './refusal';

/**
 * The switcher's "New workspace": a name, POST /v1/workspaces, then the caller refreshes the
 * session's list and chooses the new one. A refusal (e.g. the plan's workspace limit) is shown
 * under the name.
 */
export function NewWorkspace(props: { onCreated: (id: string) => Promise<void> | void }) {
  const t = useWords().ws;
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {t.newWorkspace}
      </button>
    );

  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const { data, error: refused } = await api.POST('/v1/workspaces', { body: { name: name.trim() } });
    setBusy(false);
    if (!data) {
      setError(wordRefusal(refusalOf(refused), t.refused));
      return;
    }
    await props.onCreated(data.id);
    setOpen(false);
    setName('');
    setError('');
  };

  return (
    <form class="new-workspace" onSubmit={create}>
      <label class="inline">
        {t.name}{' '}
        <input
          value={name}
          required
          maxLength={100}
          aria-describedby={error ? 'new-workspace-error' : undefined}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        {t.create}
      </button>{' '}
      <button type="button" onClick={() => setOpen(false)}>
        {t.cancel}
      </button>
      {error && (
        <p id="new-workspace-error" class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
