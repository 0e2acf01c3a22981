/**
 * The counts of a Graph-style insights answer (`GET /{id}/insights?metric=...`), by metric name:
 * `{data: [{name, period, values: [{value}]}]}`, or `total_value: {value}` on some metrics.
 * A metric the answer leaves out stays out.
 */
export function graphInsightValues(body: unknown): Record<string, number> {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error('the insights answer has no data');
  const values: Record<string, number> = {};
  for (const entry of data as Array<Record<string, unknown>>) {
    if (typeof entry?.name !== 'string') continue;
    const listed = Array.isArray(entry.values)
      ? (entry.values[0] as { value?: unknown } | undefined)
      : undefined;
    const value = listed?.value ?? (entry.total_value as { value?: unknown } | undefined)?.value;
    if (typeof value === 'number') values[entry.name] = value;
  }
  return values;
}
