import { Migration } from '@mikro-orm/migrations';

/**
 * Open networks (issue 32): an account's own server (a Mastodon instance, a Bluesky PDS), and
 * what a chain's sent items pass to the items after them, kept beside their external ids so a
 * worker crash between items loses nothing.
 */
export class Migration20261214OpenNetworks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "accounts" add column "server_url" text null;`);
    this.addSql(`alter table "post_targets" add column "item_chain_contexts" jsonb not null default '[]';`);
    this.addSql(`alter table "publish_attempts" add column "chain_context" jsonb null;`);
  }
}
