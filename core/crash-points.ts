/**
 * Named steps of a send where a fault test may kill the worker (a failpoint). A worker started with
 * `FANOUT_CRASH_AT=<step>` SIGKILLs itself on reaching that step, exactly as a power cut would, so
 * the crash test can prove every step recovers without a second copy. Unset, this does nothing.
 */
export type CrashStep = 'before-attempt' | 'after-attempt' | 'after-accept' | 'after-lookup' | 'after-settle';

export function crashPoint(step: CrashStep): void {
  if (process.env.FANOUT_CRASH_AT === step) process.kill(process.pid, 'SIGKILL');
}
