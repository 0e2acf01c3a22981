import nodemailer, { type Transporter } from 'nodemailer';

/**
 * Mail the service sends (email verification) through SMTP (`SMTP_URL`; in the sandbox its local
 * catcher). Without one, nothing is sent and `send` says so, so a caller can tell the person.
 */
export class Mailer {
  private readonly transport?: Transporter;

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  async send(to: string, subject: string, text: string): Promise<boolean> {
    if (!this.transport) return false;
    await this.transport.sendMail({ from: this.from, to, subject, text });
    return true;
  }
}
