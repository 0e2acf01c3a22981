import { useState } from 'preact/hooks';
import { api } from '../../api';
import { useWords } from '../../i18n';
import { refusalOf, wordRefusal } from '../../refusal';
import { KeywordSets, KeywordTable } from './tables';
import type { Judged } from './types';

/** POST /v1/kr/keywords/judge from a list of keywords; the verdicts as a table, then the sets. */
export function KeywordJudge(props: { onSaved: () => void }) {
  const t = useWords().rs;
  const [text, setText] = useState('');
  const [save, setSave] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<Judged | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    const keywords = text
      .split(/[\n,]/)
      .map((k) => k.trim())
      .filter(Boolean);
    setBusy(true);
    setError('');
    const { data, error: refused } = await api.POST('/v1/kr/keywords/judge', { body: { keywords, save } });
    setBusy(false);
    if (!data) return setError(wordRefusal(refusalOf(refused), t.refused));
    setResult(data);
    if (data.reportId) props.onSaved();
  };

  return (
    <section aria-labelledby="judge-title" class="panel">
      <h2 id="judge-title">{t.judgeTitle}</h2>
      <form onSubmit={submit}>
        <label>
          {t.keywords}
          <textarea
            rows={4}
            required
            value={text}
            aria-describedby={error ? 'judge-error' : undefined}
            onInput={(e) => setText(e.currentTarget.value)}
          />
        </label>
        <label class="inline">
          <input type="checkbox" checked={save} onChange={(e) => setSave(e.currentTarget.checked)} /> {t.save}
        </label>
        <button type="submit" disabled={busy}>
          {busy ? t.working : t.judge}
        </button>
        {error && (
          <p id="judge-error" class="error" role="alert">
            {error}
          </p>
        )}
      </form>
      {result && (
        <div class="result">
          <p class="hint">
            {t.quota(result.quota.judgeCalls.used, result.quota.judgeCalls.limit)}
            {result.reportId && <> · {t.savedAs(result.reportId)}</>}
          </p>
          {result.partial && <p class="hint">{t.partial}</p>}
          <KeywordTable rows={result.data} caption={t.judgeResults} />
          {result.unmeasured.length > 0 && (
            <p>
              {t.unmeasured}: {result.unmeasured.map((u) => `${u.keyword} (${u.reason})`).join(', ')}
            </p>
          )}
          <KeywordSets sets={result.sets} />
        </div>
      )}
    </section>
  );
}
