import { EntitySchema } from '@mikro-orm/core';

/**
 * A person signed in to the dashboard. The cookie carries a random id; only its SHA-256 is
 * stored, so a read of this table cannot be replayed as a cookie. The CSRF token goes to the
 * page (GET /v1/sessions/current) and must come back on every write.
 */
export class Session {
  /** `ses_...`: what the logs and the rate limit name it by; never the cookie's value. */
  id!: string;
  tokenHash!: string;
  personId!: string;
  csrfToken!: string;
  expiresAt!: Date;
  createdAt: Date = new Date();
}

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'sessions',
  properties: {
    id: { type: 'string', primary: true },
    tokenHash: { type: 'string', unique: true },
    personId: { type: 'string', index: true },
    csrfToken: { type: 'string' },
    expiresAt: { type: 'Date' },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
