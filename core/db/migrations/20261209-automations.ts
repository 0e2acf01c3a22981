import { Migration } from '@mikro-orm/migrations';

/** Automations (issue 26): comment-to-DM rules of an account, and each comment they answered. */
export class Migration20261209Automations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "automations" (
      "id" varchar(255) not null primary key,
      "workspace_id" varchar(255) not null,
      "account_id" varchar(255) not null,
      "platform" varchar(255) not null,
      "status" varchar(255) not null,
      "name" text not null,
      "trigger_kind" varchar(255) not null,
      "post_id" varchar(255) null,
      "bound_post_id" varchar(255) null,
      "bound_external_id" varchar(255) null,
      "keywords" jsonb not null,
      "match" varchar(255) not null,
      "message" text not null,
      "link" text null,
      "media_id" varchar(255) null,
      "public_reply" text null,
      "past_comments" jsonb not null,
      "enabled_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(`create index "automations_workspace_id_index" on "automations" ("workspace_id");`);
    this.addSql(
      `create index "automations_account_id_status_index" on "automations" ("account_id", "status");`,
    );
    // The database holds the rule too: two enables racing cannot both wait for the next post.
    this.addSql(
      `create unique index "automations_one_waiting_per_account" on "automations" ("account_id") where "status" = 'enabled' and "trigger_kind" = 'next_post' and "bound_post_id" is null;`,
    );
    this.addSql(`create table "automation_deliveries" (
      "id" varchar(255) not null primary key,
      "automation_id" varchar(255) not null,
      "comment_external_id" varchar(255) not null,
      "commenter_handle" varchar(255) null,
      "commenter_id" varchar(255) null,
      "post_external_id" varchar(255) not null,
      "status" varchar(255) not null,
      "reason" text null,
      "message_external_id" varchar(255) null,
      "attempted_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(
      `alter table "automation_deliveries" add constraint "automation_deliveries_automation_id_comment_external_id_unique" unique ("automation_id", "comment_external_id");`,
    );
  }
}
