import { Migration } from '@mikro-orm/migrations';

/** Calls per key (or MCP grant) per minute, counted where every API process counts them. */
export class Migration20261204RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unlogged table "rate_counts" (
      "subject" varchar(255) not null,
      "window_start" timestamptz not null,
      "count" int not null,
      primary key ("subject", "window_start"));`);
  }
}
