import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { verifyWebhookSignature } from '../../api/clients/typescript';
import { webhookSignature } from '../../core/services/webhooks/webhook-signature';

/** The code block after `<!-- marker -->` in the guide's webhooks page (docs/guide/webhooks.md). */
function readmeSnippet(marker: string): string {
  const readme = fs.readFileSync(path.join(__dirname, '../../docs/guide/webhooks.md'), 'utf8');
  const match = new RegExp(`<!-- ${marker} -->\\s*\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (!match) throw new Error(`docs/guide/webhooks.md has no ${marker} snippet`);
  return match[1];
}

type Verify = (header: string, body: string, secret: string) => boolean;

/** The README's TypeScript, compiled and run as a reader would paste it. */
function readmeVerify(): Verify {
  const js = ts.transpileModule(readmeSnippet('webhook-verify-ts'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const exports: { verifyWebhookSignature?: Verify } = {};
  new Function('require', 'exports', js)(require, exports);
  return exports.verifyWebhookSignature!;
}

const body = JSON.stringify({ id: 'post.published:post_1:1', type: 'post.published', data: { ok: 'é' } });
const now = Math.floor(Date.now() / 1000);

describe('webhook signatures (Fanout-Signature: t=<unix>,v1=<hex>)', () => {
  const verifiers: Array<[string, Verify]> = [
    ['the client helper', (h, b, s) => verifyWebhookSignature(h, b, s)],
    ['the README snippet', readmeVerify()],
  ];

  it.each(verifiers)(
    '%s accepts our signature and refuses a wrong secret, body or stale time',
    (_, verify) => {
      const header = webhookSignature(body, ['whsec_a'], now);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verify(header, body, 'whsec_a')).toBe(true);
      expect(verify(header, body, 'whsec_b')).toBe(false);
      expect(verify(header, `${body} `, 'whsec_a')).toBe(false);
      expect(verify(webhookSignature(body, ['whsec_a'], now - 3_600), body, 'whsec_a')).toBe(false);
      expect(verify('t=abc,v1=zz', body, 'whsec_a')).toBe(false);
    },
  );

  it.each(verifiers)('%s accepts either secret while a rotation overlaps', (_, verify) => {
    const header = webhookSignature(body, ['whsec_new', 'whsec_old'], now);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verify(header, body, 'whsec_new')).toBe(true);
    expect(verify(header, body, 'whsec_old')).toBe(true);
    expect(verify(header, body, 'whsec_other')).toBe(false);
  });

  const python = spawnSync('python3', ['--version']).status === 0;
  (python ? it : it.skip)(
    'the README Python snippet accepts our signature and refuses a wrong secret',
    () => {
      const header = webhookSignature(body, ['whsec_new', 'whsec_old'], now);
      const script = `${readmeSnippet('webhook-verify-py')}
import sys
body = sys.stdin.buffer.read()
print(verify_webhook_signature(sys.argv[1], body, sys.argv[2]), verify_webhook_signature(sys.argv[1], body, "whsec_other"))
`;
      const run = spawnSync('python3', ['-c', script, header, 'whsec_old'], {
        input: Buffer.from(body, 'utf8'),
      });
      expect(run.stderr.toString()).toBe('');
      expect(run.stdout.toString().trim()).toBe('True False');
    },
  );
});
