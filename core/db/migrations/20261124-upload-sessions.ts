import { Migration } from '@mikro-orm/migrations';

/** Upload links (core/entities/upload-session.ts). */
export class Migration20261124UploadSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "upload_sessions" (
      "id" varchar(255) not null,
      "workspace_id" varchar(255) not null,
      "key_id" varchar(255) not null,
      "max_files" int not null,
      "file_count" int not null default 0,
      "media_ids" jsonb not null,
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null,
      constraint "upload_sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "upload_sessions_workspace_id_index" on "upload_sessions" ("workspace_id");`);
  }
}
