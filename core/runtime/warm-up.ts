import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * A process that just started pays for the code of its first requests once: protobufjs writes
 * each message's encoder and decoder on first use, MikroORM compiles each entity's hydrator on the
 * first row it reads, and the pool opens its connections. After a restart that fell on the first
 * thing a person waited for: a `wait: true` post took 0.9 s against 0.17 s on the next one (issue
 * 33). The API and the worker do that work here, before they say they are ready.
 */

/** What setUpMessages needs of a protobufjs message type (the SDK ships its own protobufjs). */
interface MessageType {
  setup(): unknown;
  fieldsArray: Array<{ resolve(): unknown; resolvedType: unknown }>;
}

function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'object' && value !== null && 'fieldsArray' in value && 'setup' in value;
}

/**
 * Sets up `roots` and every message type they hold, at any depth; returns how many. The SDK's
 * typings call its messages classes, but they are protobufjs reflection types at run time; one
 * that is not (static code needs no set-up) is left alone.
 */
export function setUpMessages(roots: unknown[]): number {
  const seen = new Set<MessageType>();
  const visit = (type: unknown) => {
    if (!isMessageType(type) || seen.has(type)) return;
    seen.add(type);
    type.setup();
    for (const field of type.fieldsArray) {
      field.resolve();
      // An enum has no fields and no codec of its own: visit passes it by.
      visit(field.resolvedType);
    }
  };
  roots.forEach(visit);
  return seen.size;
}

/** What setUpCalls needs of a protobufjs service: its methods by name. */
interface ServiceType {
  methods: Record<
    string,
    { resolve(): unknown; resolvedRequestType: unknown; resolvedResponseType: unknown }
  >;
}

/** Sets up the request and answer messages of `service`'s `calls` (setUpMessages); returns how many. */
export function setUpCalls(service: unknown, calls: string[]): number {
  const methods = (service as Partial<ServiceType>).methods;
  if (!methods) return 0;
  const roots = calls.flatMap((name) => {
    const method = methods[name];
    if (!method) return [];
    method.resolve();
    return [method.resolvedRequestType, method.resolvedResponseType];
  });
  return setUpMessages(roots);
}

/**
 * Opens `connections` pooled connections at once and reads one row of every entity's table, so
 * that each hydrator is compiled (a table with no row compiles nothing, and costs one read). A
 * read that fails is passed by: a worker may start before the API has migrated the database,
 * and a warm-up must never keep a process from starting.
 */
export async function warmDatabase(orm: MikroORM, connections: number): Promise<void> {
  const connection = orm.em.getConnection();
  await Promise.all(
    Array.from({ length: connections }, () => connection.execute('select 1').catch(() => undefined)),
  );
  const em = orm.em.fork();
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    if (meta.embeddable || meta.virtual || meta.abstract || !meta.tableName) continue;
    await em.find(meta.class, {}, { limit: 1 }).catch(() => undefined);
  }
  em.clear();
}
