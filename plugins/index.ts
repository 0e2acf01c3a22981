import type { ChannelPlugin } from '../core/channels/plugin';
import { ChatPlugin } from './chat';
import { MicroPlugin } from './micro';
import { SocialPlugin } from './social';
import { StrandPlugin } from './strand';

/**
 * Every channel this build runs. Adding a platform: a folder under plugins/ and a line here.
 * photo, vid and clip post media only and join once media reaches plugins (media issue).
 */
export function allPlugins(): ChannelPlugin[] {
  return [new ChatPlugin(), new MicroPlugin(), new StrandPlugin(), new SocialPlugin()];
}
