import fs from 'node:fs';
import path from 'node:path';

/**
 * One emulator's state on disk, so the sandbox keeps what it was sent across restarts. Written
 * whole and atomically (a temporary file, then a rename): a crash mid-write leaves the previous
 * state, never half of one. A file that cannot be loaded is moved aside with a warning, and the
 * emulator starts empty rather than not at all; nothing here throws.
 */
export class StateFile {
  private lastWritten?: string;
  /** Set when the file could not even be read: writing over it could destroy what it holds. */
  private untouchable = false;
  /** The write error last printed, so a data dir that cannot be written prints once, not every 2 s. */
  private failing?: string;

  constructor(
    readonly file: string,
    private readonly warn: (line: string) => void = (line) => console.warn(line),
  ) {}

  /** The parsed file; undefined when there is none (a first start) or it was set aside. */
  read(): unknown {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      this.untouchable = true;
      this.warn(
        `sandbox state ${this.file} could not be read (${(err as Error).message}); starting empty, and leaving it as it is`,
      );
      return undefined;
    }
    try {
      const value = JSON.parse(text) as unknown;
      this.lastWritten = text;
      return value;
    } catch (err) {
      this.setAside(`not JSON: ${(err as Error).message}`);
      return undefined;
    }
  }

  /** Moves the file aside (kept, not deleted: it is someone's data) after the loader refused it. */
  setAside(reason: string): void {
    const aside = `${this.file}.unreadable-${Date.now()}`;
    this.lastWritten = undefined;
    try {
      fs.renameSync(this.file, aside);
    } catch (err) {
      this.untouchable = true;
      this.warn(
        `sandbox state ${this.file} is unreadable (${reason}) and could not be moved aside (${(err as Error).message}); starting empty, and leaving it as it is`,
      );
      return;
    }
    this.warn(`sandbox state ${this.file} is unreadable (${reason}); starting empty, kept it as ${aside}`);
  }

  /** Writes `state` unless it is what the file already holds. */
  write(state: unknown): void {
    if (this.untouchable) return;
    const text = JSON.stringify(state);
    if (text === this.lastWritten) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(temporary, text);
      fs.renameSync(temporary, this.file);
    } catch (err) {
      // Whatever the failed write left is of no use; a failure to remove it changes nothing.
      fs.rm(temporary, { force: true }, () => {});
      const message = (err as Error).message;
      if (message !== this.failing) {
        console.error(
          `sandbox state ${this.file} could not be written (${message}); trying again after the next change`,
        );
      }
      this.failing = message;
      return;
    }
    if (this.failing) console.error(`sandbox state ${this.file} is written again`);
    this.failing = undefined;
    this.lastWritten = text;
  }
}
