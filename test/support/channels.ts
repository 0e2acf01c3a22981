import { allPlugins } from '../../plugins';

/** The channels this build runs, sorted: the demo workspace has one sandbox account on each. */
export const CHANNELS: string[] = allPlugins()
  .map((p) => p.id)
  .sort();
