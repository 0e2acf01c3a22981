import { Migration } from '@mikro-orm/migrations';

/** A failed engagement action keeps its code's extra fields (`reconsent_required` +missingScopes). */
export class Migration20261210EngagementErrorDetails extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "engagement_actions" add column "error_details" jsonb null;`);
  }
}
