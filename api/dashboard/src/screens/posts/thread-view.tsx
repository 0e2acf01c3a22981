import { Fragment } from 'preact';
import { useWords } from '../../i18n';
import type { Post, ThreadView as Thread } from './post-types';
import { ReplyBox } from './reply-box';

/** What GET /v1/posts/{id}/thread says of a channel reply (core/channels/plugin.ts ChannelReply). */
interface ChannelReply {
  externalId: string;
  text: string;
  authorHandle: string;
  createdAt: string;
  ours?: boolean;
}

/** The post's metrics and the replies on each channel, each with a box to answer it. */
export function ThreadView(props: {
  post: Post;
  thread: Thread;
  workspaceId: string;
  onReplied: () => void;
}) {
  const t = useWords();
  const { post, thread } = props;
  const targetOf = (id: string) => post.targets.find((x) => x.id === id);
  return (
    <section aria-labelledby="thread-title">
      <h2 id="thread-title">{t.postThread}</h2>
      <h3>{t.postMetrics}</h3>
      {thread.metrics.map((m) => (
        <div key={m.targetId}>
          <h4>{m.platform}</h4>
          {!m.supported ? (
            <p class="hint">{t.postNotSupported}</p>
          ) : m.error ? (
            <p class="error">
              <code>{m.error.code}</code> {m.error.message}
            </p>
          ) : (
            <dl>
              {Object.entries((m.values ?? {}) as Record<string, unknown>).map(([name, value]) => (
                <Fragment key={name}>
                  <dt>{name}</dt>
                  <dd>{String(value)}</dd>
                </Fragment>
              ))}
            </dl>
          )}
        </div>
      ))}
      <h3>{t.postReplies}</h3>
      {thread.channelReplies.map((c) => {
        const replies = c.data as unknown as ChannelReply[];
        return (
          <div key={c.targetId}>
            <h4>{c.platform}</h4>
            {!c.supported ? (
              <p class="hint">{t.postNotSupported}</p>
            ) : c.error ? (
              <p class="error">
                <code>{c.error.code}</code> {c.error.message}
              </p>
            ) : replies.length === 0 ? (
              <p class="hint">{t.postNoReplies}</p>
            ) : (
              <ul class="replies">
                {replies.map((r) => (
                  <li key={r.externalId}>
                    <p>
                      <strong>{r.authorHandle}</strong>{' '}
                      <time dateTime={r.createdAt}>{new Date(r.createdAt).toLocaleString()}</time>
                    </p>
                    <p class="content">{r.text}</p>
                    {!r.ours && (
                      <ReplyBox
                        workspaceId={props.workspaceId}
                        postId={post.id}
                        accountId={targetOf(c.targetId)?.accountId ?? null}
                        replyId={r.externalId}
                        author={r.authorHandle}
                        onReplied={props.onReplied}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
