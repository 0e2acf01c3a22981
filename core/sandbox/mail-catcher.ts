import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/**
 * A local SMTP server that keeps what it is sent, for the sandbox and the tests: no mail leaves
 * the machine, and a person (`GET <sandbox>/_mail`) or a test (`messages()`) reads what was sent.
 * It reads plain-text messages as the service writes them (headers, a blank line, the body).
 */
export class MailCatcher {
  private readonly caught: CaughtMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        this.caught.push(parse(Buffer.concat(chunks).toString('utf8'), session));
        if (this.caught.length > 500) this.caught.shift();
        callback();
      });
    },
  });

  listen(port: number, host = '127.0.0.1'): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve((this.server.server.address() as { port: number }).port));
    });
  }

  messages(): CaughtMail[] {
    return [...this.caught];
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function parse(
  raw: string,
  session: { envelope: { mailFrom: false | { address: string }; rcptTo: Array<{ address: string }> } },
): CaughtMail {
  const [head, ...body] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  let text = body.join('\n\n');
  if (encoding === 'quoted-printable')
    text = Buffer.from(
      text
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  if (encoding === 'base64') text = Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
  return {
    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
    to: session.envelope.rcptTo.map((r) => r.address),
    subject: decodeSubject(subject),
    text: text.trim(),
    receivedAt: new Date().toISOString(),
  };
}

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words, as nodemailer writes a non-ASCII subject. */
function decodeSubject(subject: string): string {
  return subject.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
