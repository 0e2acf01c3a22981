import { instanceCachingFactory, type DependencyContainer, type FactoryProvider } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import type { Config } from '../config';
import type { ChannelPlugin } from '../channels/plugin';

/** Tokens for what is not a class of ours. Services are resolved by their class. */
export const CONFIG = Symbol('Config');
export const ORM = Symbol('MikroORM');
export const TEMPORAL_CLIENT = Symbol('TemporalClient');
/** Where media bytes live (core/media/storage.ts): the data dir, or an S3 bucket (FANOUT_MEDIA_STORAGE). */
export const MEDIA_STORAGE = Symbol('MediaStorage');

export interface ContainerParts {
  config: Config;
  orm: MikroORM;
  plugins: readonly ChannelPlugin[];
  /** The API needs one to start workflows; the worker to wake outbound webhook queues. */
  temporalClient?: Client;
}

/** A service built when first asked for, then the same one for the container's life. */
export function once<T>(make: (c: DependencyContainer) => T): FactoryProvider<T> {
  return { useFactory: instanceCachingFactory(make) };
}
