import { Migration } from '@mikro-orm/migrations';

/** Scheduling, drafts, chains, replies, deletes, duplicate guard and idempotency keys. */
export class Migration20261122PostLifecycle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "posts"
      add column "thread_items" jsonb null,
      add column "media_ids" jsonb not null default '[]',
      add column "scheduled_at" timestamptz null,
      add column "batch_id" varchar(255) null,
      add column "reply_to_post_id" varchar(255) null,
      add column "topic_tag" varchar(255) null,
      add column "origin" varchar(255) not null default 'service',
      add column "deleted_at" timestamptz null,
      add column "runs" int not null default 0;`);
    this.addSql(`create index "posts_workspace_id_status_index" on "posts" ("workspace_id", "status");`);
    this.addSql(`create index "posts_reply_to_post_id_index" on "posts" ("reply_to_post_id");`);
    this.addSql(`alter table "post_targets"
      add column "item_external_ids" jsonb not null default '[]',
      add column "fingerprint" varchar(255) null,
      add column "deleted_at" timestamptz null;`);
    this.addSql(
      `create index "post_targets_account_id_fingerprint_index" on "post_targets" ("account_id", "fingerprint");`,
    );
    this.addSql(`create table "idempotency_records" (
      "id" varchar(255) not null,
      "person_id" varchar(255) not null,
      "key" varchar(255) not null,
      "request_hash" varchar(255) not null,
      "state" varchar(255) not null default 'pending',
      "response_status" int null,
      "response_body" jsonb null,
      "created_at" timestamptz not null,
      constraint "idempotency_records_pkey" primary key ("id"));`);
    this.addSql(
      `alter table "idempotency_records" add constraint "idempotency_records_person_id_key_unique" unique ("person_id", "key");`,
    );
    this.addSql(
      `create index "idempotency_records_created_at_index" on "idempotency_records" ("created_at");`,
    );
    this.addSql(`alter table "persons" add column "plan" varchar(255) not null default 'free';`);
  }
}
