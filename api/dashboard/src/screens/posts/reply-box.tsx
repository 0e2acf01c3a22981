import { useState } from 'preact/hooks';
import { api } from '../../api';
import { useWords } from '../../i18n';
import { RefusalList } from '../compose/refusal-list';
import { refusalsOf, type Refusal } from '../compose/refusals';

/** Answers one comment under our post as the account that posted it (POST /v1/engagement/reply). */
export function ReplyBox(props: {
  workspaceId: string;
  postId: string;
  accountId: string | null;
  replyId: string;
  author: string;
  onReplied: () => void;
}) {
  const t = useWords();
  const [text, setText] = useState('');
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);

  const send = async (e: Event) => {
    e.preventDefault();
    setSending(true);
    const { data, error } = await api.POST('/v1/engagement/reply', {
      headers: { 'x-service-workspace': props.workspaceId },
      body: {
        postId: props.postId,
        replyId: props.replyId,
        content: text,
        ...(props.accountId ? { accountId: props.accountId } : {}),
      },
    });
    setSending(false);
    if (data) {
      setText('');
      setRefusals([]);
      setDone(true);
      props.onReplied();
    } else setRefusals(refusalsOf(error));
  };

  return (
    <form class="reply" onSubmit={send}>
      <label>
        {t.postReplyTo} {props.author}
        <textarea rows={2} value={text} onInput={(e) => setText(e.currentTarget.value)} />
      </label>
      <RefusalList refusals={refusals} />
      <button type="submit" disabled={sending}>
        {t.postSend}
      </button>
      {done && (
        <span role="status" class="hint">
          {' '}
          {t.postReplied}
        </span>
      )}
    </form>
  );
}
