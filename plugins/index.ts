import type { ChannelPlugin } from '../core/channels/plugin';
import { ChatPlugin } from './chat';
import { MicroPlugin } from './micro';

/** Every channel this build runs. Adding a platform: a folder under plugins/ and a line here. */
export function allPlugins(): ChannelPlugin[] {
  return [new ChatPlugin(), new MicroPlugin()];
}
