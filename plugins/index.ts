import type { ChannelPlugin } from '../core/channels/plugin';
import { AtprotoPlugin } from './atproto';
import { ChatPlugin } from './chat';
import { ClipPlugin } from './clip';
import { FediPlugin } from './fedi';
import { KrBlogPlugin } from './kr_blog';
import { MicroPlugin } from './micro';
import { PhotoPlugin } from './photo';
import { SocialPlugin } from './social';
import { StrandPlugin } from './strand';
import { VidPlugin } from './vid';

/** Every channel this build runs. Adding a platform: a folder under plugins/ and a line here. */
export function allPlugins(): ChannelPlugin[] {
  return [
    new ChatPlugin(),
    new MicroPlugin(),
    new StrandPlugin(),
    new SocialPlugin(),
    new PhotoPlugin(),
    new VidPlugin(),
    new ClipPlugin(),
    new KrBlogPlugin(),
    new AtprotoPlugin(),
    new FediPlugin(),
  ];
}
