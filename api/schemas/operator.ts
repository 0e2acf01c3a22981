import { nullableInstant, record, text } from './shapes';

export const betaApprovalBody = {
  type: 'object',
  properties: { approved: { type: 'boolean' } },
  required: ['approved'],
  additionalProperties: false,
} as const;

export const betaApprovalView = record({
  workspaceId: text,
  betaApprovedAt: nullableInstant,
  betaChannels: { type: 'array', items: text },
});
