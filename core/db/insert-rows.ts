import { JsonType, type EntityClass, type EntityManager, type EntityProperty } from '@mikro-orm/postgresql';

/** One `insert ... values` of entities of one class, as SQL and its parameters. */
export interface RowsInsert {
  sql: string;
  params: unknown[];
}

/**
 * `insert into <table> (<every column>) values (...), (...)` for entities made with
 * `em.create(..., { persist: false })`: their fields as they stand (class defaults included), JSON
 * columns as JSON. For writing several tables in one statement (`insertedTogether`).
 */
export function rowsInsert<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  rows: T[],
): RowsInsert {
  const meta = em.getMetadata().get(entity.name);
  const props = meta.props.filter((p) => p.persist !== false && p.fieldNames?.length === 1);
  const columns = props.map((p) => `"${p.fieldNames[0]}"`).join(', ');
  const params: unknown[] = [];
  const values = rows.map((row) => {
    const cells = props.map((p) => {
      const value = (row as Record<string, unknown>)[p.name];
      if (isJson(p)) {
        params.push(value === null || value === undefined ? null : JSON.stringify(value));
        return '?::jsonb';
      }
      params.push(value === undefined ? null : value);
      return '?';
    });
    return `(${cells.join(', ')})`;
  });
  return { sql: `insert into "${meta.tableName}" (${columns}) values ${values.join(', ')}`, params };
}

/**
 * Several inserts in one statement (one round trip): each but the last as a data-modifying CTE.
 * PostgreSQL runs them all, in one snapshot, or none.
 */
export async function insertedTogether(em: EntityManager, inserts: RowsInsert[]): Promise<void> {
  await insertedWith(em, inserts, []);
}

/**
 * `insertedTogether`, with queries run in the same statement: the first row each answers (null
 * when none). They see the tables as they were before the statement (not the rows it writes).
 */
export async function insertedWith(
  em: EntityManager,
  inserts: RowsInsert[],
  queries: Array<{ sql: string; params: unknown[] }>,
): Promise<Array<Record<string, unknown> | null>> {
  const parts = inserts.filter((i) => i.params.length > 0);
  if (queries.length === 0) {
    if (parts.length === 0) return [];
    const last = parts[parts.length - 1];
    const ctes = parts.slice(0, -1).map((p, i) => `i${i} as (${p.sql})`);
    const sql = ctes.length > 0 ? `with ${ctes.join(', ')} ${last.sql}` : last.sql;
    await em.execute(
      sql,
      parts.flatMap((p) => p.params),
    );
    return [];
  }
  // Every insert a CTE (each runs whether or not it is read); the main query reads the queries.
  const ctes = [
    ...queries.map((q, i) => `q${i} as (${q.sql})`),
    ...parts.map((p, i) => `i${i} as (${p.sql})`),
  ];
  const columns = queries.map((_, i) => `(select row_to_json(q${i}) from q${i} limit 1) as q${i}`);
  const [row] = await em.execute<Array<Record<string, Record<string, unknown> | null>>>(
    `with ${ctes.join(', ')} select ${columns.join(', ')}`,
    [...queries, ...parts].flatMap((p) => p.params),
  );
  return queries.map((_, i) => row[`q${i}`] ?? null);
}

function isJson(prop: EntityProperty): boolean {
  return prop.customType instanceof JsonType || prop.type.toLowerCase() === 'json';
}
