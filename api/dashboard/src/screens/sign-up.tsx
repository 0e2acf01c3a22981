import { useState } from 'preact/hooks';
import { api } from '../api';
import { refusalOf } from '../refusal';
import { useWords, type Locale } from '../i18n';
import { LocaleSwitch } from '../locale-switch';

type Field = 'email' | 'password' | 'name';

/**
 * POST /v1/signup from a form: email, password and a name (the first workspace takes it). Then
 * the person is told to follow the mailed link, or, with no mail server, that the operator
 * verifies them. A refusal is shown next to the field it names.
 */
export function SignUp(props: { onSignIn: () => void; locale: Locale; onLocale: (l: Locale) => void }) {
  const t = useWords();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', name: '' });
  const [refused, setRefused] = useState<{ field: Field | ''; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ email: string; mailed: boolean } | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setRefused(null);
    const { data, error } = await api.POST('/v1/signup', {
      body: { email: values.email, password: values.password, ...(values.name ? { name: values.name } : {}) },
    });
    setBusy(false);
    if (data) return setDone({ email: data.email, mailed: data.verification.mailed });
    const { code, message, field } = refusalOf(error);
    if (code === 'email_in_use') return setRefused({ field: 'email', text: t.emailInUse });
    const named = (['email', 'password', 'name'] as Field[]).find((f) => f === field) ?? '';
    const text = named === 'password' ? t.passwordHint : named === 'email' ? t.badEmail : message;
    setRefused({ field: named, text });
  };

  const input = (field: Field, label: string, attrs: Record<string, unknown>, hint?: string) => {
    const error = refused?.field === field ? refused.text : '';
    const describedBy = [hint && `${field}-hint`, error && `${field}-error`].filter(Boolean).join(' ');
    return (
      <label>
        {label}
        <input
          name={field}
          value={values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onInput={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
          {...attrs}
        />
        {hint && (
          <span id={`${field}-hint`} class="hint">
            {hint}
          </span>
        )}
        {error && (
          <span id={`${field}-error`} class="error" role="alert">
            {error}
          </span>
        )}
      </label>
    );
  };

  return (
    <main class="signin">
      <h1>{t.signUpTitle}</h1>
      {done ? (
        <p role="status">{done.mailed ? t.mailed(done.email) : t.notMailed}</p>
      ) : (
        <form onSubmit={submit} aria-label={t.signUpTitle}>
          {input('email', t.email, { type: 'email', autocomplete: 'email', required: true })}
          {input('password', t.password, { type: 'password', autocomplete: 'new-password', required: true })}
          {input('name', t.yourName, { maxLength: 100, autocomplete: 'organization' }, t.yourNameHint)}
          {refused && refused.field === '' && (
            <p class="error" role="alert">
              {refused.text}
            </p>
          )}
          <button type="submit" disabled={busy}>
            {busy ? t.creatingAccount : t.createAccount}
          </button>
        </form>
      )}
      <p>
        {t.haveAccount}{' '}
        <a
          href="/"
          onClick={(e) => {
            e.preventDefault();
            props.onSignIn();
          }}
        >
          {t.backToSignIn}
        </a>
      </p>
      <LocaleSwitch locale={props.locale} onLocale={props.onLocale} />
    </main>
  );
}
