import { Migration } from '@mikro-orm/migrations';

/** What a channel reads about an account and shows on it (the Korean blog's categories). */
export class Migration20261130AccountMetadata extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "accounts" add column "metadata" jsonb not null default '{}';`);
  }
}
