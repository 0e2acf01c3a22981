/**
 * Text PostgreSQL cannot hold. It refuses NUL (U+0000) in `text` and `jsonb`, and a lone UTF-16
 * surrogate in `jsonb`; in `text` the driver silently writes a lone surrogate as U+FFFD. Neither is
 * text a person meant to send (JSON.parse makes a lone surrogate of an escaped `"\ud800"`), so the
 * API refuses both where a request comes in, and nothing downstream has to think about them.
 * Pure functions with no Node APIs, so any layer can use them.
 */

export type TextProblem = 'nul' | 'surrogate';

// NUL is the point of this pattern, not a slip.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** What keeps `text` out of the database, if anything. */
export function textProblem(text: string): TextProblem | undefined {
  const found = UNSTORABLE.exec(text);
  if (!found) return undefined;
  return found[0] === '\u0000' ? 'nul' : 'surrogate';
}

/** `text` with each character the database cannot hold written as its JSON escape (`\u0000`, `\ud800`). */
export function escapeUnstorable(text: string): string {
  return text.replace(UNSTORABLE_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A string the database cannot hold, found in a JSON value: where, and why. */
export interface UnstorableText {
  /** Object keys and array indexes from the top, as sent (a key may itself be the bad text). */
  path: string[];
  problem: TextProblem;
}

/**
 * Every key and string value of a parsed JSON value that the database cannot hold, in document
 * order, at most `limit` of them. Walks with its own stack, so no nesting can overflow the call stack.
 */
export function findUnstorable(value: unknown, limit = 20): UnstorableText[] {
  // Each item links to its parent instead of carrying a copy of its path: copying paths made a
  // walk of a deeply nested value quadratic (100,000 levels took minutes).
  type Item = { value: unknown; parent?: Item; segment?: string; isKey?: boolean };
  const pathOf = (item: Item): string[] => {
    const path: string[] = [];
    for (let at: Item | undefined = item; at?.segment !== undefined; at = at.parent) path.push(at.segment);
    return path.reverse();
  };
  const found: UnstorableText[] = [];
  const stack: Item[] = [{ value }];
  while (stack.length > 0 && found.length < limit) {
    const item = stack.pop()!;
    const keyProblem = item.isKey ? textProblem(item.segment!) : undefined;
    if (keyProblem) {
      found.push({ path: pathOf(item), problem: keyProblem });
      continue;
    }
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) found.push({ path: pathOf(item), problem });
    } else if (Array.isArray(item.value)) {
      for (let i = item.value.length - 1; i >= 0; i--) {
        stack.push({ value: item.value[i], parent: item, segment: String(i) });
      }
    } else if (item.value !== null && typeof item.value === 'object') {
      const entries = Object.entries(item.value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        stack.push({ value: child, parent: item, segment: key, isKey: true });
      }
    }
  }
  return found;
}

/**
 * A JSON.parse reviver that writes each key and string the database cannot hold as its escape
 * (`escapeUnstorable`): the copy of a body that can be stored in a log even when it is refused.
 */
export function storableReviver(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return escapeUnstorable(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (!keys.some((k) => textProblem(k))) return value;
  return Object.fromEntries(keys.map((k) => [escapeUnstorable(k), (value as Record<string, unknown>)[k]]));
}
