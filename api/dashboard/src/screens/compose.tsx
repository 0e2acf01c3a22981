import { useEffect, useState } from 'preact/hooks';
import { api, type Account } from '../api';
import { useWords } from '../i18n';
import { navigate } from '../navigate';
import { ChainEditor } from './compose/chain-editor';
import { ChannelRow, type PlatformView } from './compose/channel-row';
import { atFromQuery, toIsoWithOffset } from './compose/local-time';
import { MediaPicker, type UploadItem } from './compose/media-picker';
import { optionsToSend, type OptionInputs } from './compose/options-fields';
import { RefusalList } from './compose/refusal-list';
import { refusalsOf, type Refusal } from './compose/refusals';
import { uploadFile } from './compose/upload';
import { WhenPicker, type When } from './compose/when-picker';
import './compose.css';

/**
 * Compose (`/compose`, `/compose?at=<ISO>` from the Calendar). A fresh form each time the person
 * opens it from the sections, even when already on it.
 */
export function Compose(props: { workspaceId: string }) {
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    const onPop = () => setOpened((n) => n + 1);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  return <ComposeForm key={`${props.workspaceId}-${opened}`} workspaceId={props.workspaceId} />;
}

/** Which field a refusal belongs next to; `channel` when it names a chosen channel's platform. */
function placeOf(r: Refusal, chosenPlatforms: string[]): string {
  if (r.platform && chosenPlatforms.includes(r.platform)) return `channel:${r.platform}`;
  if (r.code.startsWith('scheduled_at') || r.code === 'draft_and_schedule') return 'when';
  if (r.code === 'no_accounts' || r.code.startsWith('account_')) return 'channels';
  if (r.code.startsWith('media_') || r.code.startsWith('upload_')) return 'media';
  if (r.code.startsWith('thread_') || r.code === 'chain_not_supported') return 'chain';
  if (r.code === 'empty_content' || r.field === 'content') return 'text';
  return 'form';
}

let uploadKeys = 0;

function ComposeForm(props: { workspaceId: string }) {
  const t = useWords();
  const headers = { 'x-service-workspace': props.workspaceId };
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [platforms, setPlatforms] = useState<PlatformView[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [chain, setChain] = useState(false);
  const [pieces, setPieces] = useState<string[]>(['', '']);
  const [overrides, setOverrides] = useState<Record<string, string | undefined>>({});
  const [inputs, setInputs] = useState<Record<string, OptionInputs>>({});
  const [broken, setBroken] = useState<Record<string, string[]>>({});
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const initialAt = atFromQuery(location.search);
  const [when, setWhen] = useState<When>(initialAt ? 'schedule' : 'now');
  const [at, setAt] = useState(initialAt ?? '');
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    api.GET('/v1/accounts', { headers }).then(({ data, error }) => {
      setAccounts(data?.data ?? []);
      if (error) setRefusals(refusalsOf(error));
    });
    api
      .GET('/v1/platforms')
      .then(({ data }) => setPlatforms((data?.data ?? []) as unknown as PlatformView[]));
  }, []);

  const platformOf = (a: Account) => platforms.find((p) => p.id === a.platform);
  const chosenAccounts = (accounts ?? []).filter((a) => chosen.includes(a.id) && platformOf(a));
  const chosenPlatforms = chosenAccounts.map((a) => a.platform);
  const chainPossible = chosenAccounts.some((a) => platformOf(a)?.chain);
  const inChain = chain && chainPossible;
  const placed = (place: string) => refusals.filter((r) => placeOf(r, chosenPlatforms) === place);

  const addFiles = (files: File[]) => {
    for (const file of files) {
      const key = ++uploadKeys;
      const update = (change: Partial<UploadItem>) =>
        setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
      setUploads((list) => [
        ...list,
        { key, name: file.name, progress: 0, state: 'uploading', refusals: [] },
      ]);
      uploadFile(props.workspaceId, file, (progress) => update({ progress })).then((result) =>
        update(
          'mediaId' in result
            ? { state: 'done', progress: 100, mediaId: result.mediaId }
            : { state: 'failed', refusals: result.refusals },
        ),
      );
    }
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    const options: Record<string, Record<string, unknown>> = {};
    const brokenNow: Record<string, string[]> = {};
    for (const a of chosenAccounts) {
      const platform = platformOf(a)!;
      const built = optionsToSend(platform.options.properties ?? {}, inputs[a.platform] ?? {});
      if (built.broken.length) brokenNow[a.platform] = built.broken;
      const own = overrides[a.platform];
      if (own !== undefined) built.options.content = own;
      if (Object.keys(built.options).length) options[a.platform] = built.options;
    }
    setBroken(brokenNow);
    if (Object.keys(brokenNow).length) return;
    const scheduledAt = when === 'schedule' ? toIsoWithOffset(at) : undefined;
    if (when === 'schedule' && !scheduledAt) {
      setRefusals([{ code: 'scheduled_at_invalid', message: '' }]);
      return;
    }
    setSending(true);
    const { data, error } = await api.POST('/v1/posts', {
      headers,
      body: {
        accountIds: chosen,
        ...(inChain ? { threadItems: pieces.map((content) => ({ content })) } : { content: text }),
        mediaIds: uploads.flatMap((u) => (u.mediaId ? [u.mediaId] : [])),
        ...(Object.keys(options).length ? { options: options as never } : {}),
        ...(scheduledAt ? { scheduledAt } : {}),
        ...(when === 'draft' ? { draft: true } : {}),
      } as never,
    });
    setSending(false);
    if (data) navigate(`/posts/${(data as { id: string }).id}`);
    else setRefusals(refusalsOf(error));
  };

  const action =
    when === 'draft' ? t.composeSaveDraft : when === 'schedule' ? t.composeScheduleIt : t.composePublishNow;

  return (
    <section aria-labelledby="compose-title" class="compose">
      <h1 id="compose-title">{t.compose}</h1>
      <form onSubmit={submit} noValidate>
        <RefusalList refusals={placed('form')} />
        <fieldset>
          <legend>{t.composeChannels}</legend>
          {accounts === null ? (
            <p>{t.loading}</p>
          ) : accounts.length === 0 ? (
            <p>{t.composeNoAccounts}</p>
          ) : (
            accounts.map((a) => (
              <label key={a.id} class="inline">
                <input
                  type="checkbox"
                  checked={chosen.includes(a.id)}
                  disabled={a.state !== 'connected'}
                  onChange={(e) =>
                    setChosen((c) => (e.currentTarget.checked ? [...c, a.id] : c.filter((id) => id !== a.id)))
                  }
                />{' '}
                {a.platform} · {a.handle}
              </label>
            ))
          )}
          <RefusalList refusals={placed('channels')} />
        </fieldset>

        {chainPossible && (
          <label class="check">
            <input type="checkbox" checked={chain} onChange={(e) => setChain(e.currentTarget.checked)} />{' '}
            {t.composeChain}
          </label>
        )}
        {inChain ? (
          <ChainEditor pieces={pieces} onPieces={setPieces} />
        ) : (
          <label>
            {t.composeText}
            <textarea rows={6} value={text} onInput={(e) => setText(e.currentTarget.value)} />
          </label>
        )}
        <RefusalList refusals={[...placed('text'), ...placed('chain')]} />

        {chosenAccounts.map((a) => (
          <ChannelRow
            key={a.id}
            account={a}
            platform={platformOf(a)!}
            texts={inChain ? pieces : [text]}
            override={overrides[a.platform]}
            onOverride={(own) => setOverrides((o) => ({ ...o, [a.platform]: own }))}
            inputs={inputs[a.platform] ?? {}}
            broken={broken[a.platform] ?? []}
            onOption={(key, value) =>
              setInputs((all) => ({ ...all, [a.platform]: { ...all[a.platform], [key]: value } }))
            }
            refusals={placed(`channel:${a.platform}`)}
          />
        ))}

        <MediaPicker
          items={uploads}
          onFiles={addFiles}
          onRemove={(key) => setUploads((list) => list.filter((u) => u.key !== key))}
          refusals={placed('media')}
        />
        <WhenPicker when={when} at={at} onWhen={setWhen} onAt={setAt} refusals={placed('when')} />
        <button type="submit" disabled={sending || uploads.some((u) => u.state === 'uploading')}>
          {sending ? t.composeSending : action}
        </button>
      </form>
    </section>
  );
}
