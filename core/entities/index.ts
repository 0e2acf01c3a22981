import { AccountSchema } from './account';
import { AutomationSchema } from './automation';
import { AutomationDeliverySchema } from './automation-delivery';
import { BridgeJobSchema, BridgeSchema } from './bridge';
import { ConnectSessionSchema } from './connect-session';
import { EngagementActionSchema } from './engagement-action';
import { IdempotencyRecordSchema } from './idempotency-record';
import { MediaSchema } from './media';
import { OAuthAppSchema } from './oauth-app';
import { ApiKeySchema } from './api-key';
import { PersonSchema } from './person';
import { PostSchema } from './post';
import { PostTargetSchema } from './post-target';
import { PublishAttemptSchema } from './publish-attempt';
import { RequestLogSchema } from './request-log';
import { SessionSchema } from './session';
import { UploadSessionSchema } from './upload-session';
import { WebhookDeliverySchema } from './webhook-delivery';
import { WebhookSubscriptionSchema } from './webhook-subscription';
import { WorkspaceSchema } from './workspace';

export * from './account';
export * from './api-key';
export * from './automation';
export * from './automation-delivery';
export * from './bridge';
export * from './connect-session';
export * from './engagement-action';
export * from './idempotency-record';
export * from './media';
export * from './oauth-app';
export * from './person';
export * from './post';
export * from './post-target';
export * from './publish-attempt';
export * from './request-log';
export * from './session';
export * from './upload-session';
export * from './webhook-delivery';
export * from './webhook-subscription';
export * from './workspace';

export const entities = [
  PersonSchema,
  WorkspaceSchema,
  ApiKeySchema,
  AccountSchema,
  PostSchema,
  PostTargetSchema,
  PublishAttemptSchema,
  RequestLogSchema,
  IdempotencyRecordSchema,
  MediaSchema,
  UploadSessionSchema,
  ConnectSessionSchema,
  BridgeSchema,
  BridgeJobSchema,
  EngagementActionSchema,
  AutomationSchema,
  AutomationDeliverySchema,
  SessionSchema,
  WebhookSubscriptionSchema,
  WebhookDeliverySchema,
  OAuthAppSchema,
];
