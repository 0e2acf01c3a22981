import type { DragEventHandler, MouseEventHandler } from 'preact';

/**
 * What makes a day or an hour a place to drop a dragged post: it accepts the drag, and on drop
 * hands over the post id the chip put in the drag data.
 */
export function dropTarget(onDropPost: (postId: string) => void): {
  onDragOver: DragEventHandler<HTMLElement>;
  onDrop: DragEventHandler<HTMLElement>;
} {
  return {
    onDragOver: (e) => {
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
    },
    onDrop: (e) => {
      e.preventDefault();
      const id = e.dataTransfer?.getData('text/plain');
      if (id) onDropPost(id);
    },
  };
}

/** A click on the empty part of a cell (not on a post, link or button in it). */
export function onEmpty(then: () => void): MouseEventHandler<HTMLElement> {
  return (e) => {
    if (e.target === e.currentTarget) then();
  };
}
