import type { PluginRegistry } from '../../core/channels/registry';
import type { Operation } from './operation';
import { accountsOperations } from './operations/accounts';
import { automationsOperations } from './operations/automations';
import { billingOperations } from './operations/billing';
import { channelsOperations } from './operations/channels';
import { dashboardOperations } from './operations/dashboard';
import { engagementOperations } from './operations/engagement';
import { grantsOperations } from './operations/grants';
import { helpOperations } from './operations/help';
import { keysOperations } from './operations/keys';
import { krToolsOperations } from './operations/kr-tools';
import { logsOperations } from './operations/logs';
import { mcpOperations } from './operations/mcp';
import { mediaOperations } from './operations/media';
import { peopleOperations } from './operations/people';
import { postsOperations } from './operations/posts';
import { researchOperations } from './operations/research';
import { serviceOperations } from './operations/service';
import { sessionsOperations } from './operations/sessions';
import { webhooksOperations } from './operations/webhooks';
import { workspacesOperations } from './operations/workspaces';

export { ACCOUNT_IDS, channelOptionsSchema, postOptionsSchema, type Operation } from './operation';

/**
 * Every route the API serves, once: its request schemas (the very objects the routes validate
 * with), its success answers and the error codes it can give, one file per resource under
 * operations/. The OpenAPI document is built from this list (api/openapi/document.ts), and
 * test/e2e/openapi.test.ts fails when a route and this list disagree, so the published contract
 * cannot drift from the code. The order here is the order of the document and of the MCP tools.
 * The channels this server runs decide two shapes: the token fields a connect takes, and each
 * channel's `options` on a post.
 */
export function operationsFor(plugins: PluginRegistry): readonly Operation[] {
  return [
    ...serviceOperations(),
    ...dashboardOperations(),
    ...helpOperations(),
    ...billingOperations(),
    ...peopleOperations(),
    ...sessionsOperations(),
    ...krToolsOperations(),
    ...researchOperations(),
    ...grantsOperations(),
    ...mcpOperations(),
    ...workspacesOperations(),
    ...keysOperations(),
    ...accountsOperations(plugins),
    ...postsOperations(plugins),
    ...engagementOperations(),
    ...automationsOperations(),
    ...webhooksOperations(),
    ...channelsOperations(),
    ...logsOperations(),
    ...mediaOperations(),
  ];
}
