import { record, text } from './shapes';
import { keyView } from './keys';

export const signupBody = {
  type: 'object',
  properties: {
    email: { type: 'string', format: 'email', maxLength: 200 },
    password: { type: 'string', minLength: 10, maxLength: 200 },
    name: { type: 'string', maxLength: 100 },
  },
  required: ['email', 'password'],
  additionalProperties: false,
} as const;

export const resendBody = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: 200 } },
  required: ['email'],
  additionalProperties: false,
} as const;

export const verifyQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;

export const signupView = record({
  personId: text,
  email: text,
  key: text,
  keyRecord: keyView,
  verification: record({ mailed: { type: 'boolean' }, next: text }),
});
export const verifiedView = record({ email: text, verifiedAt: text });
