import { useState } from 'preact/hooks';
import { useWords } from '../../i18n';
import { followInPage } from '../../navigate';
import { fromLocalInput, toLocalInput } from './dates';
import { channelsOf, movable, placedAt, type Post } from './placed-posts';

/**
 * One post on the calendar: its time, status (a word as well as a colour), channels and a link to
 * its page. A scheduled one can be dragged, or moved from the keyboard with "Move" and a date field.
 */
export function PostChip(props: { post: Post; onMove: (post: Post, to: Date) => void }) {
  const t = useWords().cal;
  const { post } = props;
  const [moving, setMoving] = useState(false);
  const at = placedAt(post);
  const [value, setValue] = useState('');
  const time = at.toLocaleTimeString(t.dateLocale, { hour: '2-digit', minute: '2-digit' });
  const canMove = movable(post);

  return (
    <li
      class={`chip status-${post.status}`}
      data-post={post.id}
      draggable={canMove}
      onDragStart={(e) => {
        e.dataTransfer?.setData('text/plain', post.id);
        if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <a href={`/posts/${post.id}`} draggable={false} onClick={followInPage}>
        <time dateTime={at.toISOString()}>{time}</time>{' '}
        <span class="status">{t.statusWord[post.status]}</span>
        <span class="visually-hidden">, {t.channels}: </span>
        <span class="channels">{channelsOf(post).join(', ')}</span>
        <span class="snippet">{post.content}</span>
      </a>
      {canMove && !moving && (
        <button
          type="button"
          class="move"
          onClick={() => {
            setValue(toLocalInput(at));
            setMoving(true);
          }}
        >
          {t.move}
          <span class="visually-hidden"> {post.content}</span>
        </button>
      )}
      {moving && (
        <form
          class="move-form"
          onSubmit={(e) => {
            e.preventDefault();
            const to = fromLocalInput(value);
            if (!to) return;
            setMoving(false);
            props.onMove(post, to);
          }}
        >
          <label>
            {t.moveTitle}
            <input
              type="datetime-local"
              value={value}
              required
              onInput={(e) => setValue(e.currentTarget.value)}
            />
          </label>
          <button type="submit">{t.save}</button>{' '}
          <button type="button" onClick={() => setMoving(false)}>
            {t.cancel}
          </button>
        </form>
      )}
    </li>
  );
}
