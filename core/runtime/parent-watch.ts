/**
 * Children of `npm start` get their stdin from the parent. When the parent dies, even by SIGKILL,
 * that pipe closes: the child then stops itself, so no process outlives the tree.
 */
export function stopWhenParentDies(stop: () => void): void {
  if (process.env.FANOUT_CHILD !== '1') return;
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
}
