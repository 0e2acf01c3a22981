import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121Initial } from './20261121-initial';
import { Migration20261122PostLifecycle } from './20261122-post-lifecycle';
import { Migration20261123Media } from './20261123-media';
import { Migration20261124UploadSessions } from './20261124-upload-sessions';
import { Migration20261126ConnectSessions } from './20261126-connect-sessions';
import { Migration20261127MediaExpiry } from './20261127-media-expiry';
import { Migration20261128TargetMetrics } from './20261128-target-metrics';
import { Migration20261129PostsInFlight } from './20261129-posts-in-flight';
import { Migration20261130AccountMetadata } from './20261130-account-metadata';
import { Migration20261201Bridges } from './20261201-bridges';
import { Migration20261202Research } from './20261202-research';
import { Migration20261203McpOauth } from './20261203-mcp-oauth';
import { Migration20261204RateLimits } from './20261204-rate-limits';
import { Migration20261205EmailVerification } from './20261205-email-verification';
import { Migration20261206BetaAccess } from './20261206-beta-access';
import { Migration20261207Billing } from './20261207-billing';
import { Migration20261208Engagement } from './20261208-engagement';
import { Migration20261209Automations } from './20261209-automations';
import { Migration20261210EngagementErrorDetails } from './20261210-engagement-error-details';
import { Migration20261211Sessions } from './20261211-sessions';
import { Migration20261212Webhooks } from './20261212-webhooks';

/** Every migration in order. A new one is a file here plus a line in this list. */
export const migrationsList: MigrationObject[] = [
  { name: '20261121-initial', class: Migration20261121Initial },
  { name: '20261122-post-lifecycle', class: Migration20261122PostLifecycle },
  { name: '20261123-media', class: Migration20261123Media },
  { name: '20261124-upload-sessions', class: Migration20261124UploadSessions },
  { name: '20261126-connect-sessions', class: Migration20261126ConnectSessions },
  { name: '20261127-media-expiry', class: Migration20261127MediaExpiry },
  { name: '20261128-target-metrics', class: Migration20261128TargetMetrics },
  { name: '20261129-posts-in-flight', class: Migration20261129PostsInFlight },
  { name: '20261130-account-metadata', class: Migration20261130AccountMetadata },
  { name: '20261201-bridges', class: Migration20261201Bridges },
  { name: '20261202-research', class: Migration20261202Research },
  { name: '20261203-mcp-oauth', class: Migration20261203McpOauth },
  { name: '20261204-rate-limits', class: Migration20261204RateLimits },
  { name: '20261205-email-verification', class: Migration20261205EmailVerification },
  { name: '20261206-beta-access', class: Migration20261206BetaAccess },
  { name: '20261207-billing', class: Migration20261207Billing },
  { name: '20261208-engagement', class: Migration20261208Engagement },
  { name: '20261209-automations', class: Migration20261209Automations },
  { name: '20261210-engagement-error-details', class: Migration20261210EngagementErrorDetails },
  { name: '20261211-sessions', class: Migration20261211Sessions },
  { name: '20261212-webhooks', class: Migration20261212Webhooks },
];
