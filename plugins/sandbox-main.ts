import path from 'node:path';
import { stopWhenParentDies } from '../core/runtime/parent-watch';
import { allPlugins } from './index';
import { createSandboxServer } from './sandbox-server';
import { configOrExit } from '../core/runtime/config-or-exit';

/** Entry point: the platform emulators for sandbox accounts (`npm start` runs it). */
const config = configOrExit();
// What the platforms were sent survives a restart: post URLs and thread reads keep working.
const stateDir = path.join(config.dataDir, 'sandbox');
const { server, emulators } = createSandboxServer(allPlugins(), { stateDir });
server.listen(config.sandboxPort, '127.0.0.1', () => {
  // Where the state lives is printed so a person who wants a clean sandbox knows what to delete.
  console.log(
    `sandbox emulators on ${config.sandboxUrl} (${[...emulators.keys()].join(', ')}); what they hold is kept in ${stateDir}`,
  );
});
const stop = () => {
  emulators.forEach((e) => {
    e.releaseHeld();
    e.stopPersisting();
  });
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
stopWhenParentDies(stop);
