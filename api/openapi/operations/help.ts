import * as help from '../../schemas/help';
import { type Operation } from '../operation';

/** The help endpoint. */
export function helpOperations(): Operation[] {
  return [
    {
      method: 'get',
      path: '/v1/help',
      operationId: 'getHelp',
      tag: 'Help',
      summary:
        'Troubleshooting answers by error code, search text, id, platform or category, in English or Korean.',
      auth: 'none',
      query: help.helpQuery,
      responses: { 200: { description: 'One answer or a list.', schema: help.helpView } },
      errors: ['help_not_found', 'invalid_category', 'invalid_locale'],
    },
  ];
}
