import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** Someone who owns workspaces and keys; the billing and research-quota unit is the person. */
export class Person {
  /** Fields with defaults: optional when creating. */
  [OptionalProps]?:
    'plan' | 'createdAt' | 'passwordHash' | 'emailVerifiedAt' | 'verifyTokenHash' | 'verifyExpiresAt';
  id!: string;
  email!: string;
  name!: string;
  /** `free` has a monthly post quota counted from `createdAt` (the signup date). */
  plan: 'free' | 'paid' = 'free';
  /** For signing in (the OAuth consent page, later the dashboard): `scrypt$...` (core/auth/passwords.ts). */
  passwordHash: string | null = null;
  /** Null until the person follows the link mailed at signup: until then their keys answer `verification_required`. */
  emailVerifiedAt: Date | null = null;
  /** SHA-256 of the link's token, and when it stops working. */
  verifyTokenHash: string | null = null;
  verifyExpiresAt: Date | null = null;
  createdAt: Date = new Date();
}

export const PersonSchema = new EntitySchema<Person>({
  class: Person,
  tableName: 'persons',
  properties: {
    id: { type: 'string', primary: true },
    email: { type: 'string', unique: true },
    name: { type: 'string' },
    plan: { type: 'string', default: 'free' },
    passwordHash: { type: 'string', nullable: true },
    emailVerifiedAt: { type: 'Date', nullable: true },
    verifyTokenHash: { type: 'string', nullable: true },
    verifyExpiresAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
