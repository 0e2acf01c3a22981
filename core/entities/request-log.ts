import { EntitySchema } from '@mikro-orm/core';

/** One API call as the client sent it and as we answered, with one-time values masked. */
export class RequestLog {
  id!: string;
  requestId!: string;
  /** Null when the call carried no usable key; then only `requestId` finds it. */
  personId: string | null = null;
  keyId: string | null = null;
  workspaceId: string | null = null;
  method!: string;
  path!: string;
  query: Record<string, unknown> = {};
  status!: number;
  errorCode: string | null = null;
  requestBody: unknown = null;
  responseBody: unknown = null;
  durationMs = 0;
  /** `dashboard`: a call made with the dashboard's session cookie. */
  source: 'api' | 'mcp' | 'dashboard' = 'api';
  createdAt: Date = new Date();
}

export const RequestLogSchema = new EntitySchema<RequestLog>({
  class: RequestLog,
  tableName: 'request_logs',
  indexes: [{ properties: ['personId', 'id'] }],
  properties: {
    id: { type: 'string', primary: true },
    requestId: { type: 'string', unique: true },
    personId: { type: 'string', nullable: true },
    keyId: { type: 'string', nullable: true },
    workspaceId: { type: 'string', nullable: true },
    method: { type: 'string' },
    path: { type: 'text' },
    query: { type: 'json' },
    status: { type: 'integer' },
    errorCode: { type: 'string', nullable: true },
    requestBody: { type: 'json', nullable: true },
    responseBody: { type: 'json', nullable: true },
    durationMs: { type: 'integer' },
    source: { type: 'string', default: 'api' },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
