import { Migration } from '@mikro-orm/migrations';

/** A deleted post's last metrics (core/entities/post-target.ts). */
export class Migration20261128TargetMetrics extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "post_targets" add column "last_metrics" jsonb null, add column "last_metrics_at" timestamptz null;`,
    );
  }
}
