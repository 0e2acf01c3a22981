import fs from 'node:fs';
import path from 'node:path';
import { stopWhenParentDies } from '../core/runtime/parent-watch';
import { allPlugins } from './index';
import { createSandboxServer } from './sandbox-server';
import { MailCatcher } from '../core/sandbox/mail-catcher';
import { stripeEventSender } from '../core/sandbox/stripe-events';
import { configOrExit } from '../core/runtime/config-or-exit';

/** Entry point: the platform emulators for sandbox accounts (`npm start` runs it). */
const config = configOrExit();
// What the platforms were sent survives a restart: post URLs and thread reads keep working.
const stateDir = path.join(config.dataDir, 'sandbox');
const plugins = allPlugins();
// What each companion is, for the banner of npm start (core/runtime/start.ts reads it).
const announceDir = path.join(config.dataDir, 'sandbox', 'companions');
fs.rmSync(announceDir, { recursive: true, force: true });
// The mail the service sends (email verification) is caught here and shown at <sandbox>/_mail.
const mail = new MailCatcher();
void mail
  .listen(config.sandboxSmtpPort)
  .then((port) =>
    console.log(`sandbox mail catcher: SMTP on 127.0.0.1:${port}, read at ${config.sandboxUrl}/_mail`),
  )
  .catch((err: Error) => console.error(`sandbox mail catcher did not start: ${err.message}`));
const stripeEvents = config.billing.webhookSecret
  ? stripeEventSender(`http://127.0.0.1:${config.port}`, config.billing.webhookSecret)
  : undefined;
const { server, emulators } = createSandboxServer(plugins, { stateDir, mail, stripeEvents });
// The person's side of the channels reached through a browser extension (the kr sandbox extension).
const companions = plugins.flatMap((plugin) => {
  const start = plugin.sandbox.companion;
  if (!start) return [];
  return [
    start({
      emulator: emulators.get(plugin.id)!,
      apiUrl: `http://127.0.0.1:${config.port}`,
      platformUrl: `${config.sandboxUrl}/${plugin.id}`,
      dataDir: config.dataDir,
      log: (line) => console.log(line),
      announce: (line) => {
        fs.mkdirSync(announceDir, { recursive: true });
        fs.writeFileSync(path.join(announceDir, `${plugin.id}.txt`), line);
      },
    }),
  ];
});
server.listen(config.sandboxPort, '127.0.0.1', () => {
  // Where the state lives is printed so a person who wants a clean sandbox knows what to delete.
  console.log(
    `sandbox emulators on ${config.sandboxUrl} (${[...emulators.keys()].join(', ')}); what they hold is kept in ${stateDir}`,
  );
});
const stop = async () => {
  await Promise.all(companions.map((stopOne) => stopOne().catch(() => undefined)));
  emulators.forEach((e) => {
    e.releaseHeld();
    e.stopPersisting();
  });
  await mail.close().catch(() => undefined);
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
stopWhenParentDies(() => void stop());
