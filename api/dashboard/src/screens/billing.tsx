import { useEffect, useState } from 'preact/hooks';
import type { paths } from '../../../clients/typescript';
import { api } from '../api';
import { useWords } from '../i18n';
import { refusalOf, wordRefusal } from '../refusal';
import './billing.css';

type Plan = paths['/v1/billing']['get']['responses'][200]['content']['application/json'];

/**
 * The person's plan and workspaces used (GET /v1/billing), and buying more through the checkout
 * page the API answers, when the plan says billing is on here (`billingEnabled`). A refusal that
 * says otherwise (the server's settings changed meanwhile) turns the offer off too.
 */
export function Billing() {
  const words = useWords();
  const t = words.bill;
  const [plan, setPlan] = useState<Plan | null>(null);
  const [wanted, setWanted] = useState('');
  const [error, setError] = useState('');
  const [turnedOff, setOff] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.GET('/v1/billing').then(({ data, error: refused }) => {
      if (!data) return setError(wordRefusal(refusalOf(refused), t.refused));
      setPlan(data);
      setWanted(String(Math.max(data.workspaces.used, data.subscription?.workspaces ?? 0) + 1));
    });
  }, []);

  // Both answer a Stripe page to follow; a refusal is told from its code.
  const follow = async (call: () => Promise<{ data?: { url: string }; error?: unknown }>) => {
    setBusy(true);
    setError('');
    const { data, error: refused } = await call();
    if (data) return location.assign(data.url);
    setBusy(false);
    const refusal = refusalOf(refused);
    if (refusal.code === 'billing_not_configured') setOff(true);
    else if (refusal.code === 'full_access_open') setPlan((p) => (p ? { ...p, fullAccess: true } : p));
    else setError(wordRefusal(refusal, t.refused));
  };

  const errorLine = error && (
    <p id="billing-error" class="error" role="alert">
      {error}
    </p>
  );
  if (!plan)
    return (
      <section aria-labelledby="billing-title">
        <h1 id="billing-title">{words.billing}</h1>
        {errorLine || <p>{words.loading}</p>}
      </section>
    );

  return (
    <section aria-labelledby="billing-title" class="billing">
      <h1 id="billing-title">{words.billing}</h1>
      <dl>
        <dt>{t.plan}</dt>
        <dd>{t.planName[plan.plan]}</dd>
        <dt>{t.workspacesUsed}</dt>
        <dd>{t.usedOf(plan.workspaces.used, plan.workspaces.limit)}</dd>
        <dt>{t.subscription}</dt>
        <dd>
          {plan.subscription
            ? `${plan.subscription.status ?? ''} · ${plan.subscription.workspaces ?? ''}`
            : t.none}
        </dd>
        {plan.subscription?.currentPeriodEnd && (
          <>
            <dt>{t.renews}</dt>
            <dd>{new Date(plan.subscription.currentPeriodEnd).toLocaleDateString(t.dateLocale)}</dd>
          </>
        )}
      </dl>
      {plan.fullAccess ? (
        <p class="notice">{t.fullAccess}</p>
      ) : turnedOff || !plan.billingEnabled ? (
        <p class="notice" role="status">
          {t.off}
        </p>
      ) : (
        <form
          class="panel"
          aria-labelledby="buy-title"
          onSubmit={(e) => {
            e.preventDefault();
            follow(() => api.POST('/v1/billing/checkout', { body: { workspaces: Number(wanted) } }));
          }}
        >
          <h2 id="buy-title">{t.buy}</h2>
          <label>
            {t.wanted}
            <input
              type="number"
              min={1}
              step={1}
              required
              value={wanted}
              aria-describedby={error ? 'billing-error' : undefined}
              onInput={(e) => setWanted(e.currentTarget.value)}
            />
          </label>
          {errorLine}
          <button type="submit" disabled={busy}>
            {busy ? t.opening : t.checkout}
          </button>{' '}
          {plan.customerId && (
            <button
              type="button"
              disabled={busy}
              onClick={() => follow(() => api.POST('/v1/billing/portal'))}
            >
              {t.portal}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
