import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import type { Client as PgClient } from 'pg';
import { loadConfig } from '../../core/config';
import { buildContainer } from '../../core/container';
import { openOrm } from '../../core/db/orm';
import { ApiKey, Person, Workspace } from '../../core/entities';
import { newId } from '../../core/ids';
import { PostQueryService } from '../../core/services/posts/post-query-service';
import { allPlugins } from '../../plugins';
import { fmtMs, type Benchmark } from './bench';
import { ApiClient } from './client';
import { summary } from './reference';

const DAY = 24 * 3600_000;

/**
 * `GET /v1/posts?limit=100` over a workspace holding 100,000 posts (two targets each): p50 of the
 * first page, and `EXPLAIN ANALYZE` of the very queries the list runs (captured from the service's
 * own code) to show they use indexes. The rows are seeded with direct SQL inserts on a database
 * connection of the bench (making 100,000 posts through the API would take many minutes and measure nothing
 * here); their ids are made by core/ids.ts like the service's. Reference: `GET /v1/accounts` (an
 * authenticated, logged call with one small query) on the same API: the floor of any call.
 */
export const listBench: Benchmark = {
  name: 'list',
  about: 'GET /v1/posts?limit=100 over 100,000 posts',
  async run({ api, db, stack, temporal, quick, log, runId }) {
    const count = quick ? 10_000 : 100_000;
    const calls = quick ? 60 : 300;
    const made = await api.must('POST', '/v1/workspaces', { name: `Bench list ${runId}` }, 201);
    const workspaceId: string = made.body.id;
    const slug: string = made.body.slug;
    const orm = await openOrm(stack.databaseUrl);
    try {
      const seeded = Date.now();
      await seed(db, workspaceId, count, log);
      log(
        `  seeded ${count} posts and ${count * 2} targets by SQL in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
      );
      const plans = await explainList(orm, temporal, workspaceId);
      for (const plan of plans)
        log(
          plan
            .split('\n')
            .map((l) => `  | ${l}`)
            .join('\n'),
        );
      const seqScans = plans.filter((p) => /Seq Scan on (posts|post_targets|accounts)/.test(p)).length;

      const client = new ApiClient(stack.url, stack.apiKey, slug);
      const first = await client.must('GET', '/v1/posts?limit=100', undefined, 200);
      if (first.body.data.length !== 100)
        throw new Error(`the first page held ${first.body.data.length} posts`);
      for (let i = 0; i < 20; i += 1) await client.must('GET', '/v1/accounts', undefined, 200);
      const ref: number[] = [];
      for (let i = 0; i < calls; i += 1)
        ref.push((await client.must('GET', '/v1/accounts', undefined, 200)).ms);
      const page: number[] = [];
      for (let i = 0; i < calls; i += 1)
        page.push((await client.must('GET', '/v1/posts?limit=100', undefined, 200)).ms);
      // A page deep in the list: `before` half way down.
      const { rows: middle } = await db.query<{ id: string }>(
        `select id from posts where workspace_id = $1 order by id offset $2 limit 1`,
        [workspaceId, Math.floor(count / 2)],
      );
      const deep: number[] = [];
      for (let i = 0; i < Math.min(calls, 100); i += 1) {
        deep.push(
          (await client.must('GET', `/v1/posts?limit=100&before=${middle[0].id}`, undefined, 200)).ms,
        );
      }
      const p = summary(page);
      const r = summary(ref);
      const d = summary(deep);
      log(
        `  GET /v1/posts?limit=100: p50 ${fmtMs(p.p50)}, p99 ${fmtMs(p.p99)}; deep page p50 ${fmtMs(d.p50)}; GET /v1/accounts p50 ${fmtMs(r.p50)}`,
      );
      return [
        {
          benchmark: `GET /v1/posts?limit=100, ${count.toLocaleString('en')} posts (p50)`,
          figure: `${fmtMs(p.p50)} (p99 ${fmtMs(p.p99)}; page half way down p50 ${fmtMs(d.p50)})`,
          goal: '< 30 ms',
          reference: `GET /v1/accounts p50 ${fmtMs(r.p50)}; EXPLAIN: ${seqScans === 0 ? 'index scans only' : `${seqScans} seq scans`}`,
          met: p.p50 < 30 && seqScans === 0,
        },
      ];
    } finally {
      await orm.close();
    }
  },
};

/**
 * `count` posts over the last 200 days, newest last, in the workspace: mostly published, some
 * failed, partial, scheduled ahead, drafts, deleted from their channels, and replies (which the
 * list leaves out); two targets each, on copies of the demo chat and micro accounts.
 */
async function seed(db: PgClient, workspaceId: string, count: number, log: (line: string) => void) {
  const columns = (
    await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'accounts' and column_name not in ('id', 'workspace_id')`,
    )
  ).rows.map((c) => `"${c.column_name}"`);
  const accounts: Array<{ id: string; platform: string; handle: string }> = [];
  for (const platform of ['chat', 'micro']) {
    const id = newId('acc');
    const { rows } = await db.query<{ handle: string }>(
      `insert into accounts (id, workspace_id, ${columns.join(', ')})
         select $1, $2, ${columns.join(', ')} from accounts
          where platform = $3 and workspace_id = (select id from workspaces where slug = 'demo' limit 1)
       returning handle`,
      [id, workspaceId, platform],
    );
    accounts.push({ id, platform, handle: rows[0].handle });
  }
  const now = Date.now();
  const chunk = 10_000;
  for (let start = 0; start < count; start += chunk) {
    const posts = { id: [] as string[], content: [] as string[], status: [] as string[] };
    const times = {
      created: [] as string[],
      scheduled: [] as (string | null)[],
      deleted: [] as (string | null)[],
    };
    const replyTo: (string | null)[] = [];
    const targets = {
      id: [] as string[],
      post: [] as string[],
      account: [] as string[],
      platform: [] as string[],
      handle: [] as string[],
      status: [] as string[],
      external: [] as (string | null)[],
      published: [] as (string | null)[],
    };
    for (let i = start; i < Math.min(count, start + chunk); i += 1) {
      const created = now - 200 * DAY + Math.floor((i / count) * 200 * DAY);
      const id = newId('post', created);
      const roll = i % 100;
      const status =
        roll < 88
          ? 'published'
          : roll < 92
            ? 'failed'
            : roll < 94
              ? 'partial'
              : roll < 97
                ? 'scheduled'
                : 'draft';
      posts.id.push(id);
      posts.content.push(`Seeded post ${i}: a line of text about something worth reading, with a link.`);
      posts.status.push(status);
      times.created.push(new Date(created).toISOString());
      times.scheduled.push(
        status === 'scheduled' ? new Date(now + ((i % 30) + 1) * DAY).toISOString() : null,
      );
      times.deleted.push(roll === 50 ? new Date(created + 3600_000).toISOString() : null);
      replyTo.push(roll === 60 && posts.id.length > 1 ? posts.id[posts.id.length - 2] : null);
      accounts.forEach((account, k) => {
        const out = status === 'published' || (status === 'partial' && k === 0);
        targets.id.push(newId('tgt', created));
        targets.post.push(id);
        targets.account.push(account.id);
        targets.platform.push(account.platform);
        targets.handle.push(account.handle);
        targets.status.push(
          out ? 'published' : status === 'failed' || status === 'partial' ? 'failed' : 'pending',
        );
        targets.external.push(out ? `ext_${i}_${k}` : null);
        targets.published.push(out ? new Date(created + 2000).toISOString() : null);
      });
    }
    await db.query(
      `insert into posts (id, workspace_id, content, media_ids, options, status, scheduled_at, reply_to_post_id,
                          deleted_at, runs, created_at, updated_at)
       select id, $1, content, '[]', '{}', status, scheduled_at, reply_to, deleted_at, 1, created_at, created_at
         from unnest($2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::timestamptz[], $8::timestamptz[])
           as t(id, content, status, scheduled_at, reply_to, deleted_at, created_at)`,
      [
        workspaceId,
        posts.id,
        posts.content,
        posts.status,
        times.scheduled,
        replyTo,
        times.deleted,
        times.created,
      ],
    );
    await db.query(
      `insert into post_targets (id, post_id, account_id, platform, account_handle, status, external_id,
                                 warnings, published_at, item_external_ids)
       select id, post_id, account_id, platform, handle, status, external_id, '[]', published_at,
              case when external_id is null then '[]'::jsonb else jsonb_build_array(external_id) end
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[])
           as t(id, post_id, account_id, platform, handle, status, external_id, published_at)`,
      [
        targets.id,
        targets.post,
        targets.account,
        targets.platform,
        targets.handle,
        targets.status,
        targets.external,
        targets.published,
      ],
    );
    log(`  seeded ${Math.min(count, start + chunk)}/${count} posts`);
  }
  await db.query('analyze posts');
  await db.query('analyze post_targets');
}

/**
 * Runs the list the API runs (PostQueryService.list, limit 100) in this process, captures the SQL
 * it sends, and returns `EXPLAIN (ANALYZE, BUFFERS)` of each statement.
 */
async function explainList(orm: MikroORM, temporal: Client, workspaceId: string): Promise<string[]> {
  const config = loadConfig({ FANOUT_SECRET: 'b'.repeat(32), DATABASE_URL: undefined });
  const container = buildContainer({ config, orm, plugins: allPlugins(), temporalClient: temporal });
  const captured: Array<{ sql: string; bindings: unknown[] }> = [];
  const knex = orm.em.getConnection().getKnex();
  const onQuery = (q: { sql: string; bindings?: unknown[] }) =>
    captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
  await RequestContext.create(orm.em, async () => {
    const em = orm.em;
    const workspace = await em.findOneOrFail(Workspace, { id: workspaceId });
    const person = await em.findOneOrFail(Person, { id: workspace.personId });
    const key = await em.findOneOrFail(ApiKey, { personId: person.id });
    knex.on('query', onQuery);
    try {
      await container
        .resolve(PostQueryService)
        .list({ person, key, workspaces: [workspace] }, workspace, { limit: 100 });
    } finally {
      knex.off('query', onQuery);
    }
  });
  const plans: string[] = [];
  for (const { sql, bindings } of captured) {
    const rows = await knex.raw(`explain (analyze, buffers, costs off) ${sql}`, bindings as never[]);
    const text = (rows.rows as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n');
    plans.push(`${sql.length > 200 ? `${sql.slice(0, 200)}…` : sql}\n${text}`);
  }
  if (plans.length === 0) throw new Error('no SQL was captured from the list');
  return plans;
}
