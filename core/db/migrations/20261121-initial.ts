import { Migration } from '@mikro-orm/migrations';

/**
 * Persons, workspaces, keys, accounts, posts with their targets and attempts, request logs.
 * Foreign keys are checked at commit (deferred): MikroORM does not order the inserts of entities
 * that refer to each other by plain id columns.
 */
export class Migration20261121Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "persons" ("id" varchar(255) not null, "email" varchar(255) not null, "name" varchar(255) not null, "created_at" timestamptz not null, constraint "persons_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "persons" add constraint "persons_email_unique" unique ("email");`);
    this.addSql(
      `create table "workspaces" ("id" varchar(255) not null, "person_id" varchar(255) not null, "name" varchar(255) not null, "slug" varchar(255) not null, "created_at" timestamptz not null, constraint "workspaces_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "workspaces_person_id_index" on "workspaces" ("person_id");`);
    this.addSql(
      `alter table "workspaces" add constraint "workspaces_person_id_slug_unique" unique ("person_id", "slug");`,
    );
    this.addSql(
      `create table "api_keys" ("id" varchar(255) not null, "person_id" varchar(255) not null, "name" varchar(255) not null, "hash" varchar(255) not null, "prefix" varchar(255) not null, "all_workspaces" boolean not null default false, "workspace_ids" jsonb not null, "scopes" jsonb null, "expires_at" timestamptz null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, "created_at" timestamptz not null, constraint "api_keys_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "api_keys_person_id_index" on "api_keys" ("person_id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_hash_unique" unique ("hash");`);
    this.addSql(
      `create table "accounts" ("id" varchar(255) not null, "workspace_id" varchar(255) not null, "platform" varchar(255) not null, "handle" varchar(255) not null, "external_account_id" varchar(255) not null, "credentials" text not null, "sandbox" boolean not null default false, "state" varchar(255) not null default 'connected', "token_expires_at" timestamptz null, "connected_at" timestamptz not null, "disconnected_at" timestamptz null, constraint "accounts_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "accounts_workspace_id_platform_index" on "accounts" ("workspace_id", "platform");`,
    );
    this.addSql(
      `create table "posts" ("id" varchar(255) not null, "workspace_id" varchar(255) not null, "content" text not null, "options" jsonb not null, "status" varchar(255) not null default 'publishing', "error" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "posts_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "posts_workspace_id_id_index" on "posts" ("workspace_id", "id");`);
    this.addSql(
      `create table "post_targets" ("id" varchar(255) not null, "post_id" varchar(255) not null, "account_id" varchar(255) null, "platform" varchar(255) not null, "account_handle" varchar(255) not null, "status" varchar(255) not null default 'pending', "external_id" varchar(255) null, "url" text null, "error_code" varchar(255) null, "error_message" text null, "retryable" boolean null, "warnings" jsonb not null, "published_at" timestamptz null, constraint "post_targets_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "post_targets_post_id_index" on "post_targets" ("post_id");`);
    this.addSql(`create index "post_targets_account_id_index" on "post_targets" ("account_id");`);
    this.addSql(
      `create table "publish_attempts" ("id" varchar(255) not null, "target_id" varchar(255) not null, "item_index" int not null default 0, "outcome" varchar(255) not null default 'sending', "external_id" varchar(255) null, "url" text null, "error_code" varchar(255) null, "started_at" timestamptz not null, "finished_at" timestamptz null, constraint "publish_attempts_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "publish_attempts_target_id_item_index_index" on "publish_attempts" ("target_id", "item_index");`,
    );
    this.addSql(
      `create table "request_logs" ("id" varchar(255) not null, "request_id" varchar(255) not null, "person_id" varchar(255) null, "key_id" varchar(255) null, "workspace_id" varchar(255) null, "method" varchar(255) not null, "path" text not null, "query" jsonb not null, "status" int not null, "error_code" varchar(255) null, "request_body" jsonb null, "response_body" jsonb null, "duration_ms" int not null default 0, "source" varchar(255) not null default 'api', "created_at" timestamptz not null, constraint "request_logs_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "request_logs" add constraint "request_logs_request_id_unique" unique ("request_id");`,
    );
    this.addSql(`create index "request_logs_person_id_id_index" on "request_logs" ("person_id", "id");`);
    this.addSql(
      `alter table "workspaces" add constraint "workspaces_person_id_foreign" foreign key ("person_id") references "persons" ("id") on delete cascade deferrable initially deferred;`,
    );
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_person_id_foreign" foreign key ("person_id") references "persons" ("id") on delete cascade deferrable initially deferred;`,
    );
    this.addSql(
      `alter table "accounts" add constraint "accounts_workspace_id_foreign" foreign key ("workspace_id") references "workspaces" ("id") on delete cascade deferrable initially deferred;`,
    );
    this.addSql(
      `create unique index "accounts_one_live_per_platform" on "accounts" ("workspace_id", "platform") where "state" <> 'disconnected';`,
    );
    this.addSql(
      `alter table "posts" add constraint "posts_workspace_id_foreign" foreign key ("workspace_id") references "workspaces" ("id") on delete cascade deferrable initially deferred;`,
    );
    this.addSql(
      `alter table "post_targets" add constraint "post_targets_post_id_foreign" foreign key ("post_id") references "posts" ("id") on delete cascade deferrable initially deferred;`,
    );
    this.addSql(
      `alter table "post_targets" add constraint "post_targets_account_id_foreign" foreign key ("account_id") references "accounts" ("id") on delete set null deferrable initially deferred;`,
    );
    this.addSql(
      `alter table "publish_attempts" add constraint "publish_attempts_target_id_foreign" foreign key ("target_id") references "post_targets" ("id") on delete cascade deferrable initially deferred;`,
    );
    this.addSql(`create index "request_logs_created_at_index" on "request_logs" ("created_at");`);
  }
}
