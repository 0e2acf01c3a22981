import { Migration } from '@mikro-orm/migrations';

/**
 * The browser-extension bridge (the Korean blog): the paired extension of each account, the jobs
 * handed to it, and what a target that waits for it is waiting on (`bridge.state` on the target).
 */
export class Migration20261201Bridges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "bridges" (
      "account_id" varchar(255) not null primary key,
      "token_hash" varchar(255) not null unique,
      "online" boolean not null default false,
      "login" varchar(255) not null default 'unknown',
      "login_user" varchar(255) null,
      "blog_id" varchar(255) null,
      "extension_version" varchar(255) null,
      "last_seen_at" timestamptz null,
      "paired_at" timestamptz not null);`);
    this.addSql(`create table "bridge_jobs" (
      "id" varchar(255) not null primary key,
      "account_id" varchar(255) not null,
      "post_id" varchar(255) null,
      "target_id" varchar(255) null,
      "kind" varchar(255) not null,
      "payload" jsonb not null,
      "status" varchar(255) not null default 'queued',
      "attempt" int not null default 0,
      "step" varchar(255) null,
      "result" jsonb null,
      "created_at" timestamptz not null,
      "sent_at" timestamptz null,
      "done_at" timestamptz null);`);
    this.addSql(
      `create index "bridge_jobs_account_id_status_index" on "bridge_jobs" ("account_id", "status");`,
    );
    this.addSql(`create index "bridge_jobs_target_id_index" on "bridge_jobs" ("target_id");`);
    this.addSql(`alter table "post_targets" add column "bridge_state" varchar(255) null;`);
  }
}
