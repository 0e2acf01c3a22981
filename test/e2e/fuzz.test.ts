import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pythonTools } from '../../core/runtime/python-tools';
import { SCOPES } from '../../core/auth/scopes';
import { allPlugins } from '../../plugins';
import { startHarness, type Harness } from '../support/harness';
import { runToEnd } from '../support/run-to-end';
import { startStripeMock } from '../support/stripe-mock';

/** Examples per operation and phase; FUZZ_EXAMPLES=200 for the long run the README describes. */
const EXAMPLES = process.env.FUZZ_EXAMPLES ?? '12';
/** Fixed by default so a red run can be replayed; FUZZ_SEED=random for a new one. */
const SEED = process.env.FUZZ_SEED ?? '20261125';
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
];

/**
 * schemathesis against the real API (worker, emulators, a fresh database) from the OpenAPI
 * document it serves: every operation, examples, coverage, fuzzing and stateful phases, the four
 * checks. Nothing is silenced: a finding is a fix in the code or in the one schema source.
 */
describe('fuzzing the API from its OpenAPI document', () => {
  let h: Harness;
  let stripe: { url: string; stop: () => void } | undefined;

  beforeAll(async () => {
    // A deployment with app credentials for every OAuth platform: without them a connect answers
    // 503 platform_not_configured (the spec's status), which says nothing about the code under test.
    const env = Object.fromEntries(
      allPlugins()
        .filter((p) => p.connect.kind === 'oauth')
        .flatMap((p) => {
          const id = p.id.toUpperCase();
          return [
            [`${id}_CLIENT_ID`, `fuzz-${p.id}`],
            [`${id}_CLIENT_SECRET`, `fuzz-${p.id}-secret`],
          ];
        }),
    );
    // Billing switched on against Stripe's mock, for the same reason (billing_not_configured is a 503).
    stripe = await startStripeMock();
    Object.assign(env, {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
      STRIPE_API_BASE: stripe.url,
    });
    h = await startHarness({ worker: true, env });
  }, 15 * 60_000);
  afterAll(async () => {
    await h?.close();
    stripe?.stop();
  });

  it('finds no server error and no answer outside the document', async () => {
    // Its own key, without keys:write: the stateful phase would otherwise revoke the key it runs with.
    const made = await h.call('POST', '/v1/keys', {
      name: 'fuzz',
      allWorkspaces: true,
      scopes: SCOPES.filter((s) => s !== 'keys:write'),
    });
    expect(made.status).toBe(201);
    const bin = pythonTools();
    const args = [
      'run',
      `${h.url}/openapi.json`,
      '--url',
      h.url,
      '--checks',
      CHECKS.join(','),
      '--max-examples',
      EXAMPLES,
      '--workers',
      '1',
      '--request-timeout',
      '90',
      '--header',
      `Authorization: Bearer ${made.body.key}`,
    ];
    if (SEED !== 'random') args.push('--seed', SEED);
    const run = await runToEnd(path.join(bin, 'schemathesis'), args, {
      // It keeps a cache of what it found in its working folder: a scratch one, not the repository.
      cwd: fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-fuzz-')),
      env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_HOOKS: '' },
    });
    const phases = [
      ...run.stdout.matchAll(/(Examples|Coverage|Fuzzing|Stateful) \(in [^)]*\)\s+((?:✅|❌|⏭)[^\n]*)/g),
    ]
      .map(([, phase, counts]) => `${phase}: ${counts.trim()}`)
      .join('; ');
    const cases = /Test cases:\s*([^\n]+)/.exec(run.stdout)?.[1]?.trim() ?? '(count not printed)';
    console.log(`schemathesis (${EXAMPLES} examples, seed ${SEED}): test cases ${cases}; ${phases}`);
    expect({ status: run.status, output: run.status === 0 ? '' : run.stdout.slice(-20_000) }).toEqual({
      status: 0,
      output: '',
    });
  }, 900_000);
});
