import { Migration } from '@mikro-orm/migrations';

/**
 * Agents over MCP (remote): people sign in with a password (scrypt hash), OAuth clients register
 * themselves, and what a person allowed a client is a grant (workspaces, research tools) with
 * short-lived access tokens and refresh tokens, all kept hashed.
 */
export class Migration20261203McpOauth extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "persons" add column "password_hash" varchar(255) null;`);
    this.addSql(`create table "oauth_clients" (
      "id" varchar(255) not null primary key,
      "name" varchar(255) not null,
      "redirect_uris" jsonb not null,
      "created_at" timestamptz not null);`);
    this.addSql(`create table "oauth_grants" (
      "id" varchar(255) not null primary key,
      "person_id" varchar(255) not null,
      "client_id" varchar(255) not null,
      "workspace_ids" jsonb not null,
      "research_tools" boolean not null default false,
      "created_at" timestamptz not null,
      "last_used_at" timestamptz null,
      "revoked_at" timestamptz null);`);
    this.addSql(`create index "oauth_grants_person_id_index" on "oauth_grants" ("person_id");`);
    this.addSql(`create table "oauth_codes" (
      "hash" varchar(255) not null primary key,
      "grant_id" varchar(255) not null,
      "redirect_uri" text not null,
      "code_challenge" varchar(255) not null,
      "resource" text not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null);`);
    this.addSql(`create table "oauth_tokens" (
      "hash" varchar(255) not null primary key,
      "grant_id" varchar(255) not null,
      "kind" varchar(255) not null,
      "resource" text not null,
      "expires_at" timestamptz not null,
      "revoked_at" timestamptz null);`);
    this.addSql(`create index "oauth_tokens_grant_id_index" on "oauth_tokens" ("grant_id");`);
  }
}
