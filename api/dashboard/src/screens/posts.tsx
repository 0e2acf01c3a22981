import { useEffect, useState } from 'preact/hooks';
import { PostList } from './posts/post-list';
import { PostPage } from './posts/post-page';
import './posts.css';
import './compose.css';

/** The path as it is now, kept current across the dashboard's own navigation (popstate). */
function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  return path;
}

/** Posts: the list at `/posts`, one post at `/posts/<id>`. */
export function Posts(props: { workspaceId: string }) {
  const id = /^\/posts\/([^/]+)/.exec(usePath())?.[1];
  return id ? (
    <PostPage key={id} id={decodeURIComponent(id)} workspaceId={props.workspaceId} />
  ) : (
    <PostList key={props.workspaceId} workspaceId={props.workspaceId} />
  );
}
