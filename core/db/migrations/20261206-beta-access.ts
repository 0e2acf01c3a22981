import { Migration } from '@mikro-orm/migrations';

/** Channels in beta (BETA_CHANNELS) publish only from workspaces an operator approved. */
export class Migration20261206BetaAccess extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "workspaces" add column "beta_approved_at" timestamptz null;`);
  }
}
