import type { DependencyContainer } from 'tsyringe';
import { PluginRegistry } from '../channels/registry';
import { HelpService } from '../help/help-service';
import { Mailer } from '../mail/mailer';
import { SecretBox } from '../secrets';
import { CONFIG, once, ORM, type ContainerParts } from './parts';

/** What every area builds on: the config, the database, the channel plugins, secrets and mail. */
export function registerBase(c: DependencyContainer, parts: ContainerParts): void {
  const { config } = parts;
  c.register(CONFIG, { useValue: config });
  c.register(ORM, { useValue: parts.orm });
  c.register(PluginRegistry, { useValue: new PluginRegistry(parts.plugins) });
  // Built when first asked for (a few hundred ms of answers and index): the worker never is.
  c.register(
    HelpService,
    once(() => new HelpService(parts.plugins)),
  );
  c.register(SecretBox, { useValue: new SecretBox(config.secret!) });
  c.register(Mailer, { useValue: new Mailer(config.smtpUrl, config.mailFrom) });
}
