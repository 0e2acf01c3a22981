import { AppError } from '../errors/app-error';
import type { ChannelPlugin } from './plugin';

/** Finds a channel plugin by id. Filled from plugins/index.ts by whoever builds the container. */
export class PluginRegistry {
  private readonly byId: Map<string, ChannelPlugin>;

  constructor(plugins: readonly ChannelPlugin[]) {
    this.byId = new Map(plugins.map((p) => [p.id, p]));
  }

  all(): ChannelPlugin[] {
    return [...this.byId.values()];
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The plugin, or 422 `platform_not_available` for a channel this service does not run. */
  get(id: string): ChannelPlugin {
    const plugin = this.byId.get(id);
    if (!plugin)
      throw AppError.of('platform_not_available', { platform: id }, `The ${id} channel is not available.`);
    return plugin;
  }
}
