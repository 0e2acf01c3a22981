import { Migration } from '@mikro-orm/migrations';

/**
 * Research (keyword research and blog diagnosis for the Korean blog, video research): what each
 * upstream answered, kept as caches shared by every person (a keyword's measurement per UTC day is
 * also its history), the people's saved reports, the daily quotas, and the autocomplete pause.
 * API keys gain `research_tools`: research is off for a key until its person turns it on.
 */
export class Migration20261202Research extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_keys" add column "research_tools" boolean not null default false;`);
    this.addSql(`create table "keyword_measurements" (
      "keyword" varchar(255) not null,
      "day" date not null,
      "pc_searches" int not null,
      "mobile_searches" int not null,
      "pc_below10" boolean not null default false,
      "mobile_below10" boolean not null default false,
      "competition" varchar(255) null,
      "docs" bigint null,
      "posts_per_month" int null,
      "measured_at" timestamptz not null,
      primary key ("keyword", "day"));`);
    this.addSql(`create table "keyword_reports" (
      "id" varchar(255) not null primary key,
      "person_id" varchar(255) not null,
      "seed_text" varchar(255) not null,
      "keywords" jsonb not null,
      "set_key" text not null,
      "main" varchar(255) null,
      "subs" jsonb not null,
      "sets" jsonb not null,
      "measured" jsonb not null,
      "created_at" timestamptz not null);`);
    this.addSql(
      `create index "keyword_reports_person_created_index" on "keyword_reports" ("person_id", "created_at");`,
    );
    this.addSql(`create table "autocomplete_entries" (
      "seed" varchar(255) not null primary key,
      "words" jsonb not null,
      "via" varchar(255) not null,
      "fetched_at" timestamptz not null);`);
    this.addSql(`create table "blog_diagnoses" (
      "blog_id" varchar(255) not null primary key,
      "report" jsonb not null,
      "fetched_at" timestamptz not null);`);
    this.addSql(`create table "video_searches" (
      "search_key" text not null primary key,
      "videos" jsonb not null,
      "fetched_at" timestamptz not null);`);
    this.addSql(`create table "video_reports" (
      "id" varchar(255) not null primary key,
      "person_id" varchar(255) not null,
      "search_key" text not null,
      "search" jsonb not null,
      "topic" text null,
      "video_count" int not null,
      "from_cache" boolean not null,
      "videos" jsonb not null,
      "prompt" text not null,
      "language" varchar(255) not null,
      "created_at" timestamptz not null);`);
    this.addSql(
      `create index "video_reports_person_created_index" on "video_reports" ("person_id", "created_at");`,
    );
    this.addSql(`create index "video_reports_created_index" on "video_reports" ("created_at");`);
    // Daily counters: a person's (person id) or the service's (person id '*') use of one kind.
    this.addSql(`create table "research_usage" (
      "person_id" varchar(255) not null,
      "day" date not null,
      "what" varchar(255) not null,
      "used" int not null default 0,
      primary key ("person_id", "day", "what"));`);
    // Service-wide states shared by every API process: the autocomplete pause, a person's last server expansion.
    this.addSql(`create table "research_states" (
      "name" varchar(255) not null primary key,
      "value" jsonb not null,
      "updated_at" timestamptz not null);`);
  }
}
