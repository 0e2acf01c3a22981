/**
 * A whole-number setting the worker reads from the environment itself (its Temporal options), as
 * `raw`: the caller reads the variable by its name, so the configuration page's test sees the read. Unset or
 * empty: the default; anything else that is not a whole number of at least `min` stops the worker.
 */
export function envWholeNumber(name: string, raw: string | undefined, fallback: number, min = 0): number {
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number${min > 0 ? ` of at least ${min}` : ''}, got "${raw}"`);
  }
  return value;
}
