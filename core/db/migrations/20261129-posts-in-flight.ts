import { Migration } from '@mikro-orm/migrations';

/**
 * The stranded-post reconciler (core/services/posts/stranded-posts.ts) looks every minute across every
 * workspace for posts `publishing` or `scheduled`: a partial index keeps that to the few such rows.
 */
export class Migration20261129PostsInFlight extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "posts_in_flight_index" on "posts" ("status", "updated_at", "scheduled_at") where "status" in ('publishing', 'scheduled');`,
    );
  }
}
