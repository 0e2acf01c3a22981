import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

/**
 * A full collection of this thread's heap, now: for a measure of live memory, or so that V8 does
 * not collect in the middle of a timed window. `gc` exists only under --expose-gc; the flag may be
 * set at run time, for contexts made after it.
 */
export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
