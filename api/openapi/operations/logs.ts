import * as logs from '../../schemas/logs';
import { type Operation } from '../operation';

/** Request logs. */
export function logsOperations(): Operation[] {
  return [
    {
      method: 'get',
      path: '/v1/logs',
      operationId: 'listLogs',
      tag: 'Logs',
      summary: 'Your calls with request and response bodies, newest first; one-time values masked.',
      auth: 'key',
      query: logs.listLogsQuery,
      responses: { 200: { description: 'A page of calls.', schema: logs.logList } },
      errors: [],
    },
  ];
}
