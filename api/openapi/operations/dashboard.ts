import { type Operation } from '../operation';

/** The dashboard's page at each of its paths, and its built files (api/routers/dashboard.ts). */
export function dashboardOperations(): Operation[] {
  const page = (path: string, operationId: string, what: string): Operation => ({
    method: 'get',
    path,
    operationId,
    tag: 'Service',
    summary: `The dashboard (HTML): ${what}. It signs the person in itself (POST /v1/sessions).`,
    auth: 'none',
    responses: {
      200: { description: 'The page.' },
      503: { description: 'Not built yet (npm run build:dashboard; npm start builds it).' },
    },
    errors: [],
  });
  return [
    page('/', 'getDashboard', 'its first screen'),
    page('/keys', 'getDashboardKeys', 'the Keys screen'),
    page('/logs', 'getDashboardLogs', 'the Logs screen'),
    page('/accounts', 'getDashboardAccounts', 'the Accounts screen'),
    page('/calendar', 'getDashboardCalendar', 'the Calendar screen'),
    page('/research', 'getDashboardResearch', 'the Research screen'),
    page('/billing', 'getDashboardBilling', 'the Billing screen'),
    page('/webhooks', 'getDashboardWebhooks', 'the Webhooks screen'),
    page('/compose', 'getDashboardCompose', 'the Compose screen'),
    page('/posts', 'getDashboardPosts', 'the Posts screen'),
    page('/posts/{id}', 'getDashboardPost', "a post's page"),
    page('/signup', 'getDashboardSignup', 'the sign-up page'),
    page('/verify', 'getDashboardVerify', "the page the verification mail's link lands on"),
    {
      method: 'get',
      path: '/assets/{file}',
      operationId: 'getDashboardAsset',
      tag: 'Service',
      summary: 'A built file of the dashboard; its name changes with its content, so it is cached a year.',
      auth: 'none',
      responses: { 200: { description: 'The file.' } },
      errors: ['not_found'],
    },
  ];
}
