import fs from 'node:fs';
import path from 'node:path';

/**
 * One emulator's state on disk, so the sandbox keeps what it was sent across restarts. Written
 * whole and atomically (a temporary file, then a rename): a crash mid-write leaves the previous
 * state, never half of one. A file that cannot be read is moved aside with a warning, and the
 * emulator starts empty rather than not at all.
 */
export class StateFile {
  private lastWritten?: string;

  constructor(
    readonly file: string,
    private readonly warn: (line: string) => void = (line) => console.warn(line),
  ) {}

  read(): unknown {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    try {
      const value = JSON.parse(text) as unknown;
      this.lastWritten = text;
      return value;
    } catch (err) {
      const aside = `${this.file}.unreadable-${Date.now()}`;
      fs.renameSync(this.file, aside);
      this.warn(
        `sandbox state ${this.file} is unreadable (${(err as Error).message}); starting empty, kept it as ${aside}`,
      );
      return undefined;
    }
  }

  /** Writes `state` unless it is what the file already holds. */
  write(state: unknown): void {
    const text = JSON.stringify(state);
    if (text === this.lastWritten) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, this.file);
    this.lastWritten = text;
  }
}
