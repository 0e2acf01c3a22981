import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api';
import { useWords } from '../../i18n';

const answers = new Map<string, Promise<{ title: string; body: string } | null>>();

/** The service's help answer for an error code (GET /v1/help?code=…), in the person's language. */
export function HelpAnswer(props: { code: string }) {
  const t = useWords();
  const [answer, setAnswer] = useState<{ title: string; body: string } | null>(null);
  useEffect(() => {
    const key = `${t.helpLocale}:${props.code}`;
    if (!answers.has(key)) {
      answers.set(
        key,
        api
          .GET('/v1/help', { params: { query: { code: props.code, locale: t.helpLocale } } })
          .then(({ data }) => {
            const found = Array.isArray(data?.data) ? data.data[0] : data?.data;
            return found ? { title: found.title, body: found.body } : null;
          }),
      );
    }
    answers.get(key)!.then(setAnswer);
  }, [props.code, t.helpLocale]);
  if (!answer) return null;
  // An answer generated for a code is titled with the code, already shown beside it.
  return (
    <div class="help">
      {answer.title !== props.code && <strong>{answer.title}</strong>}
      <p>{answer.body}</p>
    </div>
  );
}
