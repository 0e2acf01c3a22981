import { Migration } from '@mikro-orm/migrations';

/** Dashboard sessions (issue 27): a hash of the cookie's id, its person, its CSRF token, its end. */
export class Migration20261211Sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "sessions" (
      "id" varchar(255) not null primary key,
      "token_hash" varchar(255) not null,
      "person_id" varchar(255) not null,
      "csrf_token" varchar(255) not null,
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null);`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_person_id_index" on "sessions" ("person_id");`);
  }
}
