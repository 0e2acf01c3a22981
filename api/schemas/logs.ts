import { count, instant, list, nullableText, record, text } from './shapes';

export const listLogsQuery = {
  type: 'object',
  properties: {
    requestId: { type: 'string', minLength: 1 },
    outcome: { type: 'string', enum: ['ok', 'failed'] },
    search: { type: 'string', minLength: 1, maxLength: 200 },
    // `format: date` is YYYY-MM-DD and a real day (no 2026-02-30).
    since: { type: 'string', format: 'date' },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    before: { type: 'string', minLength: 1 },
    // The dashboard's successful calls are hidden unless asked for (spec: GET /v1/logs).
    dashboard: { type: 'boolean', default: false },
  },
  additionalProperties: false,
} as const;

export const logEntry = record({
  id: text,
  requestId: text,
  method: text,
  path: text,
  query: { type: 'object' },
  status: { type: 'integer' },
  errorCode: nullableText,
  requestBody: {},
  responseBody: {},
  durationMs: count,
  source: { enum: ['api', 'mcp', 'dashboard'] },
  createdAt: instant,
  outcome: { enum: ['ok', 'failed'] },
});
export const logList = list(logEntry, true);
