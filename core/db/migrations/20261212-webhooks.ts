import { Migration } from '@mikro-orm/migrations';

/** Outbound webhooks (issue 28): a workspace's subscriptions, and each event delivered to one. */
export class Migration20261212Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_subscriptions" (
      "id" varchar(255) not null primary key,
      "workspace_id" varchar(255) not null,
      "url" text not null,
      "events" jsonb not null,
      "description" text null,
      "secret" text not null,
      "previous_secret" text null,
      "previous_secret_until" timestamptz null,
      "status" varchar(255) not null,
      "failure_reason" text null,
      "consecutive_failures" int not null default 0,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(
      `create index "webhook_subscriptions_workspace_id_index" on "webhook_subscriptions" ("workspace_id");`,
    );
    // `seq` orders a post's events as they were emitted (ids made in one millisecond do not).
    this.addSql(`create table "webhook_deliveries" (
      "id" varchar(255) not null primary key,
      "seq" bigserial not null,
      "subscription_id" varchar(255) not null,
      "workspace_id" varchar(255) not null,
      "event_id" varchar(255) not null,
      "type" varchar(255) not null,
      "order_key" varchar(255) not null,
      "body" text not null,
      "attempts" int not null default 0,
      "last_status" int null,
      "last_attempt_at" timestamptz null,
      "last_error" text null,
      "delivered_at" timestamptz null,
      "state" varchar(255) not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_subscription_id_event_id_unique" unique ("subscription_id", "event_id");`,
    );
    this.addSql(
      `create index "webhook_deliveries_queue_index" on "webhook_deliveries" ("subscription_id", "order_key", "state", "seq");`,
    );
  }
}
