import { Migration } from '@mikro-orm/migrations';

/** Engagement (issue 25): one row per like, reply, follow or hide asked for, and how it ended. */
export class Migration20261208Engagement extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "engagement_actions" (
      "id" varchar(255) not null primary key,
      "workspace_id" varchar(255) not null,
      "account_id" varchar(255) not null,
      "platform" varchar(255) not null,
      "kind" varchar(255) not null,
      "status" varchar(255) not null,
      "post_id" varchar(255) null,
      "target_external_id" varchar(255) null,
      "owner_handle" varchar(255) null,
      "text" text null,
      "media_ids" jsonb not null,
      "reply_action_id" varchar(255) null,
      "result_external_id" varchar(255) null,
      "result_url" text null,
      "error_code" varchar(255) null,
      "error_message" text null,
      "retryable" boolean null,
      "attempted_at" timestamptz null,
      "deleted_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "finished_at" timestamptz null);`);
    this.addSql(
      `create index "engagement_actions_workspace_id_post_id_index" on "engagement_actions" ("workspace_id", "post_id");`,
    );
    this.addSql(
      `create index "engagement_actions_account_id_result_external_id_index" on "engagement_actions" ("account_id", "result_external_id");`,
    );
  }
}
