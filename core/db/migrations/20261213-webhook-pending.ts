import { Migration } from '@mikro-orm/migrations';

/** The webhook sweeper's query (pending deliveries by age) reads only the few pending rows. */
export class Migration20261213WebhookPending extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "webhook_deliveries_pending_index" on "webhook_deliveries" ("updated_at") where "state" = 'pending';`,
    );
  }
}
