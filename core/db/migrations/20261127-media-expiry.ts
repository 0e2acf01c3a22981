import { Migration } from '@mikro-orm/migrations';

/** Media kept for a while only (files from upload links): when they may be reclaimed. */
export class Migration20261127MediaExpiry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "media" add column "expires_at" timestamptz null;`);
    this.addSql(
      `create index "media_expires_at_index" on "media" ("expires_at") where "expires_at" is not null;`,
    );
  }
}
