import { Migration } from '@mikro-orm/migrations';

/**
 * Email verification: a new person's keys work once their email is verified. People who were
 * here before count as verified (they were made by hand or by the demo seeding).
 */
export class Migration20261205EmailVerification extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "persons" add column "email_verified_at" timestamptz null;`);
    this.addSql(`alter table "persons" add column "verify_token_hash" varchar(255) null;`);
    this.addSql(`alter table "persons" add column "verify_expires_at" timestamptz null;`);
    this.addSql(`update "persons" set "email_verified_at" = "created_at";`);
  }
}
