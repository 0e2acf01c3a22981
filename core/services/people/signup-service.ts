import type { MikroORM } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords';
import { Person } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId, randomToken } from '../../ids';
import type { Mailer } from '../../mail/mailer';
import { hashApiKey } from '../../secrets';
import type { KeyService, KeyView } from './key-service';
import type { WorkspaceService } from './workspace-service';

/** A verification link works a day. */
export const VERIFY_LINK_MS = 24 * 3_600_000;

export interface SignupInput {
  email: string;
  password: string;
  name?: string;
}

/**
 * Signing up: a person with a password, a first workspace and a first key, and a mail with the
 * link that verifies their email; until they follow it their keys answer 401
 * `verification_required` (spec: Authentication 3).
 */
export class SignupService {
  constructor(
    private readonly orm: MikroORM,
    private readonly keys: KeyService,
    private readonly workspaces: WorkspaceService,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  async signUp(
    input: SignupInput,
  ): Promise<{ personId: string; email: string; key: string; keyView: KeyView; mailed: boolean }> {
    const email = input.email.trim().toLowerCase();
    const em = this.orm.em.fork();
    if (await em.findOne(Person, { email }))
      throw AppError.of(
        'email_in_use',
        { email },
        `${email} already has an account; sign in, or verify it with POST /v1/signup/resend.`,
      );
    const token = randomToken(32);
    const person = em.create(Person, {
      id: newId('per'),
      email,
      name: input.name?.trim() || email.split('@')[0],
      passwordHash: await hashPassword(input.password),
      verifyTokenHash: hashApiKey(token),
      verifyExpiresAt: new Date(Date.now() + VERIFY_LINK_MS),
      createdAt: new Date(),
    });
    await em.flush();
    await this.workspaces.createFor(person.id, person.name);
    const issued = await this.keys.issue(person.id, {
      name: 'First key',
      allWorkspaces: true,
      workspaceIds: [],
      scopes: null,
      expiresAt: null,
      researchTools: false,
    });
    const mailed = await this.mailLink(email, token);
    return { personId: person.id, email, key: issued.key, keyView: issued.view, mailed };
  }

  /** The link's token: the person's email is verified and their keys work. */
  async verify(token: string | undefined): Promise<{ email: string; verifiedAt: string }> {
    const em = this.orm.em.fork();
    const person = token ? await em.findOne(Person, { verifyTokenHash: hashApiKey(token) }) : null;
    if (!person || !person.verifyExpiresAt || person.verifyExpiresAt.getTime() < Date.now())
      throw AppError.of(
        'verification_link_invalid',
        {},
        'This verification link is unknown, used or older than a day; ask for a new one with POST /v1/signup/resend.',
      );
    person.emailVerifiedAt = new Date();
    person.verifyTokenHash = null;
    person.verifyExpiresAt = null;
    await em.flush();
    return { email: person.email, verifiedAt: person.emailVerifiedAt.toISOString() };
  }

  /** A new link for a person not yet verified; the same answer whether or not the email is known. */
  async resend(emailInput: string): Promise<void> {
    const em = this.orm.em.fork();
    const person = await em.findOne(Person, { email: emailInput.trim().toLowerCase() });
    if (!person || person.emailVerifiedAt) return;
    const token = randomToken(32);
    person.verifyTokenHash = hashApiKey(token);
    person.verifyExpiresAt = new Date(Date.now() + VERIFY_LINK_MS);
    await em.flush();
    await this.mailLink(person.email, token);
  }

  private async mailLink(email: string, token: string): Promise<boolean> {
    const link = `${this.publicUrl}/v1/signup/verify?token=${token}`;
    return this.mailer.send(
      email,
      'Verify your email for Fanout',
      `Welcome to Fanout.\n\nVerify your email to start using your API key:\n${link}\n\nThe link works for 24 hours. If you did not sign up, ignore this mail.\n`,
    );
  }
}
