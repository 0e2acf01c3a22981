import { Migration } from '@mikro-orm/migrations';

/**
 * Billing: a person's subscription as Stripe last told us (the number of workspaces it pays for),
 * and the Stripe events already received (applied once each, by event id).
 */
export class Migration20261207Billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "subscriptions" (
      "person_id" varchar(255) not null primary key,
      "customer_id" varchar(255) not null unique,
      "subscription_id" varchar(255) null unique,
      "status" varchar(255) not null,
      "workspaces" int not null default 0,
      "current_period_end" timestamptz null,
      "updated_at" timestamptz not null);`);
    this.addSql(`create table "stripe_events" (
      "id" varchar(255) not null primary key,
      "type" varchar(255) not null,
      "received_at" timestamptz not null,
      "applied_at" timestamptz null);`);
  }
}
