import { Migration } from '@mikro-orm/migrations';

/** OAuth connect attempts (core/entities/connect-session.ts). */
export class Migration20261126ConnectSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "connect_sessions" (
      "id" varchar(255) not null,
      "workspace_id" varchar(255) not null,
      "key_id" varchar(255) not null,
      "platform" varchar(255) not null,
      "sandbox" boolean not null,
      "state_hash" varchar(255) not null,
      "code_verifier" text null,
      "redirect_url" text null,
      "status" varchar(255) not null default 'pending',
      "account_id" varchar(255) null,
      "error_code" varchar(255) null,
      "error_message" text null,
      "expires_at" timestamptz not null,
      "completed_at" timestamptz null,
      "created_at" timestamptz not null,
      constraint "connect_sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "connect_sessions_workspace_id_index" on "connect_sessions" ("workspace_id");`);
    this.addSql(
      `alter table "connect_sessions" add constraint "connect_sessions_state_hash_unique" unique ("state_hash");`,
    );
  }
}
