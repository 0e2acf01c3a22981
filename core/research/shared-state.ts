import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Small named states that every API process must see alike (a pause for everyone, a person's last
 * call), kept in PostgreSQL. `change` reads and writes one under a row lock, so two processes
 * deciding at once decide one after the other.
 */
export class SharedState {
  constructor(private readonly orm: MikroORM) {}

  async read<T>(name: string): Promise<T | undefined> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ value: T }[]>(`select "value" from "research_states" where "name" = ?`, [name]);
    return rows[0]?.value;
  }

  /** Runs `decide` on the current value (undefined: none yet) and stores what it returns as `next`. */
  async change<T, R>(name: string, decide: (current: T | undefined) => { next: T; result: R }): Promise<R> {
    return this.orm.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const tx = em.getTransactionContext();
      await connection.execute(
        `insert into "research_states" ("name", "value", "updated_at") values (?, 'null'::jsonb, now()) on conflict do nothing`,
        [name],
        'run',
        tx,
      );
      const rows = await connection.execute<{ value: T | null }[]>(
        `select "value" from "research_states" where "name" = ? for update`,
        [name],
        'all',
        tx,
      );
      const { next, result } = decide(rows[0]?.value ?? undefined);
      await connection.execute(
        `update "research_states" set "value" = ?::jsonb, "updated_at" = now() where "name" = ?`,
        [JSON.stringify(next), name],
        'run',
        tx,
      );
      return result;
    });
  }
}
