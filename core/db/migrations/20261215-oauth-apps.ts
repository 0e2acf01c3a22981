import { Migration } from '@mikro-orm/migrations';

/**
 * OAuth per server (issue 32): the app each server a person named registered for us (a Mastodon
 * instance's `POST /api/v1/apps`), its secret sealed, one per (platform, server, redirect URI); and
 * the server a pending connect attempt was started on, so its callback trades the code there.
 */
export class Migration20261215OAuthApps extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "oauth_apps" (
      "id" varchar(255) not null primary key,
      "platform" varchar(255) not null,
      "server_url" text not null,
      "redirect_uri" text not null,
      "client_id" text not null,
      "client_secret" text not null,
      "created_at" timestamptz not null);`);
    this.addSql(
      `alter table "oauth_apps" add constraint "oauth_apps_platform_server_url_redirect_uri_unique" unique ("platform", "server_url", "redirect_uri");`,
    );
    this.addSql(`alter table "connect_sessions" add column "server_url" text null;`);
  }
}
