import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api';
import { useWords } from '../../i18n';
import { navigate } from '../../navigate';
import { RefusalList } from '../compose/refusal-list';
import { refusalsOf, type Refusal } from '../compose/refusals';
import { isUnsettled, type Post, type ThreadView as Thread } from './post-types';
import { TargetTable } from './target-table';
import { ThreadView } from './thread-view';

/** How often the page reads a post again while it goes out. */
const REFRESH_MS = 1500;

/** Whether every channel of the post can rewrite a post that is out (GET /v1/platforms `edit`). */
async function liveEditable(post: Post): Promise<boolean> {
  const { data } = await api.GET('/v1/platforms');
  const rows = (data?.data ?? []) as unknown as Array<{
    id: string;
    features: Array<{ feature: string; supported: unknown }>;
  }>;
  return post.targets.every(
    (x) =>
      rows.find((p) => p.id === x.platform)?.features.find((f) => f.feature === 'edit')?.supported === true,
  );
}

/**
 * One post (`/posts/<id>`): its targets, read again every 1.5 s while any is still going out, so a
 * status turns published without a reload; retry, delete (after a confirm), edit where the
 * channels allow it, and its thread with a reply box per comment.
 */
export function PostPage(props: { id: string; workspaceId: string }) {
  const t = useWords();
  const headers = { 'x-service-workspace': props.workspaceId };
  const path = { path: { id: props.id } };
  const [post, setPost] = useState<Post | null>(null);
  const [thread, setThread] = useState<Thread | null>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [editable, setEditable] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const load = async () => {
    const { data, error } = await api.GET('/v1/posts/{id}', { headers, params: path });
    if (data) setPost(data);
    else setRefusals(refusalsOf(error));
  };
  const loadThread = async () => {
    const { data } = await api.GET('/v1/posts/{id}/thread', { headers, params: path });
    if (data) setThread(data);
  };
  useEffect(() => {
    load();
  }, []);

  const unsettled = post !== null && isUnsettled(post);
  const anyOut = post?.targets.some((x) => x.status === 'published') ?? false;
  useEffect(() => {
    if (!post) return;
    if (unsettled) {
      const timer = setTimeout(load, REFRESH_MS);
      return () => clearTimeout(timer);
    }
    if (anyOut) loadThread();
    if (post.status === 'scheduled' || post.status === 'draft') setEditable(true);
    else if (anyOut) liveEditable(post).then(setEditable);
  }, [post]);

  const act = async (call: Promise<{ data?: unknown; error?: unknown }>) => {
    const { data, error } = await call;
    if (data === undefined && error !== undefined) return setRefusals(refusalsOf(error));
    setRefusals([]);
    await load();
  };
  const retry = () => act(api.POST('/v1/posts/{id}/retry', { headers, params: path, body: {} }));
  const save = async () => {
    await act(api.PATCH('/v1/posts/{id}', { headers, params: path, body: { content: editing ?? '' } }));
    setEditing(null);
  };
  const remove = async () => {
    const { error } = await api.DELETE('/v1/posts/{id}', { headers, params: path });
    setConfirming(false);
    if (error) setRefusals(refusalsOf(error));
    else navigate('/posts');
  };

  return (
    <section aria-labelledby="post-title" class="posts">
      <p>
        <a
          href="/posts"
          onClick={(e) => {
            e.preventDefault();
            navigate('/posts');
          }}
        >
          {t.postBack}
        </a>
      </p>
      <h1 id="post-title">
        {t.post} <code>{props.id}</code>
      </h1>
      <RefusalList refusals={refusals} />
      {post === null ? (
        <p>{t.loading}</p>
      ) : (
        <>
          <p>
            {t.postStatus}: <strong class={`status-${post.status}`}>{post.status}</strong>
            {post.scheduledAt && (
              <>
                {' · '}
                {t.postScheduledAt}{' '}
                <time dateTime={post.scheduledAt}>{new Date(post.scheduledAt).toLocaleString()}</time>
              </>
            )}
          </p>
          {unsettled && (
            <p class="hint" role="status">
              {t.postRefreshing}
            </p>
          )}
          {editing === null ? (
            <p class="content">{post.content || post.threadItems?.map((i) => i.content).join('\n\n')}</p>
          ) : (
            <label>
              {t.postEdit}
              <textarea rows={5} value={editing} onInput={(e) => setEditing(e.currentTarget.value)} />
            </label>
          )}
          <div class="actions">
            {editable && editing === null && (
              <button type="button" onClick={() => setEditing(post.content)}>
                {t.postEdit}
              </button>
            )}
            {editing !== null && (
              <>
                <button type="button" onClick={save}>
                  {t.postSave}
                </button>
                <button type="button" onClick={() => setEditing(null)}>
                  {t.postCancel}
                </button>
              </>
            )}
            {post.targets.some((x) => x.status === 'failed') && (
              <button type="button" onClick={retry}>
                {t.postRetry}
              </button>
            )}
            {!confirming ? (
              <button type="button" class="danger" onClick={() => setConfirming(true)}>
                {t.postDelete}
              </button>
            ) : (
              <span role="group" aria-label={t.postDeleteConfirm}>
                {t.postDeleteConfirm}{' '}
                <button type="button" class="danger" onClick={remove}>
                  {t.postDeleteYes}
                </button>{' '}
                <button type="button" onClick={() => setConfirming(false)}>
                  {t.postCancel}
                </button>
              </span>
            )}
          </div>
          <TargetTable targets={post.targets} />
          {thread && (
            <ThreadView post={post} thread={thread} workspaceId={props.workspaceId} onReplied={loadThread} />
          )}
        </>
      )}
    </section>
  );
}
