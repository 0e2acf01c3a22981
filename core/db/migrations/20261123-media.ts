import { Migration } from '@mikro-orm/migrations';

/** Uploaded files: presigned, uploaded, probed (core/entities/media.ts). */
export class Migration20261123Media extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "media" (
      "id" varchar(255) not null,
      "workspace_id" varchar(255) not null,
      "file_name" varchar(255) not null,
      "content_type" varchar(255) not null,
      "detected_type" varchar(255) null,
      "kind" varchar(255) not null,
      "bytes" bigint not null,
      "stored_bytes" bigint null,
      "status" varchar(255) not null default 'pending',
      "storage_key" varchar(255) not null,
      "width" int null,
      "height" int null,
      "duration_sec" double precision null,
      "sha256" varchar(255) null,
      "created_at" timestamptz not null,
      "completed_at" timestamptz null,
      constraint "media_pkey" primary key ("id"));`);
    this.addSql(
      `create index "media_workspace_id_status_created_at_index" on "media" ("workspace_id", "status", "created_at");`,
    );
  }
}
