import fs from 'node:fs';

/**
 * How long the disk held everything up while a benchmark ran: the kernel's pressure stall figure
 * for I/O ("full": time in which every task that had work was waiting on the disk), read every
 * 20 ms. Every commit of PostgreSQL and of Temporal's SQLite file ends in a flush of the disk's
 * cache, so when the disk does not answer, every accept waits for it. On the virtual disks of
 * this project's machines, a flush now and then takes 100 to 300 ms with two or three requests
 * in flight and nothing written before it: the host's doing, not ours. The accept row shows this
 * beside its figure, so a run the disk disturbed can be told from one the service made slow.
 */
export interface DiskStalls {
  /** ms in which every task with work waited on the disk. */
  fullMs: number;
  /** The longest unbroken such stretch, ms (to the sampling's 20 ms). */
  longestMs: number;
}

const PRESSURE_FILE = '/proc/pressure/io';
const EVERY_MS = 20;

/** The "full" line's running total, in µs; undefined where the kernel does not report pressure. */
function fullTotalUs(): number | undefined {
  try {
    const match = /^full .*total=(\d+)/m.exec(fs.readFileSync(PRESSURE_FILE, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Watches the disk from now until `stop()`, which says what it saw (undefined: not measurable here). */
export function watchDiskStalls(): { stop(): DiskStalls | undefined } {
  const first = fullTotalUs();
  if (first === undefined) return { stop: () => undefined };
  let last = first;
  let lastAt = performance.now();
  let stretch = 0;
  let longest = 0;
  const sample = () => {
    const total = fullTotalUs() ?? last;
    const now = performance.now();
    const stalledMs = (total - last) / 1000;
    // A sample the disk held for most of its interval continues a stretch; anything less ends it.
    if (stalledMs >= 0.75 * (now - lastAt)) stretch += now - lastAt;
    else stretch = 0;
    longest = Math.max(longest, stretch);
    last = total;
    lastAt = now;
  };
  const timer = setInterval(sample, EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { fullMs: (last - first) / 1000, longestMs: longest };
    },
  };
}

/** "disk stalled 0.9 s (longest 120 ms)", or that it could not be read. */
export function fmtDiskStalls(stalls: DiskStalls | undefined): string {
  if (!stalls) return 'disk stalls not measurable here';
  return `disk stalled ${(stalls.fullMs / 1000).toFixed(1)} s (longest ${Math.round(stalls.longestMs)} ms)`;
}
