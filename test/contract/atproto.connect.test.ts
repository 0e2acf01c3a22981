import { AtprotoPlugin } from '../../plugins/atproto';
import { atprotoSandboxAppPassword } from '../../plugins/atproto/sandbox';
import { runConnectContract } from './connect-contract-kit';

const plugin = new AtprotoPlugin();

runConnectContract(plugin, {
  // What a person pastes: their handle and an app password (the sandbox issues one per handle).
  tokenInput: (handle) => ({ identifier: handle, appPassword: atprotoSandboxAppPassword(handle) }),
  badTokenInput: { identifier: 'kit_bot', appPassword: 'xxxx-xxxx-xxxx-xxxx' },
});
